import Foundation
import NextStopCore

extension HTTPRequest {
    /// A request to `path` on a made-up host, with a budget (`timeout`) long enough for every retry unless given.
    static func stub(
        _ path: String = "/resource", host: String = "upstream.test", method: String = "GET", timeout: Double = 3_600
    ) -> Self {
        HTTPRequest(url: URL(string: "https://\(host)\(path)")!, method: method, timeout: timeout)
    }
}
