import Foundation
import NextStopCore

extension HTTPResponse {
    /// A response with a status, optional headers and a short body.
    static func stub(_ status: Int, headers: [String: String] = [:]) -> Self {
        HTTPResponse(status: status, headers: headers, body: Data("{\"status\":\(status)}".utf8))
    }
}
