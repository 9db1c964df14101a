import Foundation

/// A request to an upstream API.
public struct HTTPRequest: Sendable, Hashable {
    public var url: URL
    public var method: String
    public var headers: [String: String]
    /// Seconds before the request fails with `UpstreamError.timeout`.
    public var timeout: Double

    public init(url: URL, method: String = "GET", headers: [String: String] = [:], timeout: Double = 10) {
        self.url = url
        self.method = method
        self.headers = headers
        self.timeout = timeout
    }

    /// The host (and port) the request goes to, the unit of throttling.
    public var hostKey: String {
        let host = url.host ?? ""
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
