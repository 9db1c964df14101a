import Foundation
import NextStopCore

extension HTTPRequest {
    /// A request to `path` on a made-up host.
    static func stub(_ path: String = "/resource", host: String = "upstream.test", method: String = "GET") -> Self {
        HTTPRequest(url: URL(string: "https://\(host)\(path)")!, method: method)
    }
}
