import Foundation

/// One of a system's main endpoints as `bench server` loads it: on the server `nextstop demo` runs, with the
/// simulator behind it.
struct LoadTestEndpoint: Sendable {
    var name: String
    /// The path and query asked, worked out on the server at a base URL (from its answers, where an id is needed).
    var path: @Sendable (_ base: String) async throws -> String
    /// A JSON body sent with `POST`; without one the request is a `GET`.
    var body: String?
    /// Headers sent with every request, such as the `Accept-Encoding` a real client of the endpoint sends.
    var headers: [String: String]
    /// Asked once (a `GET`) right before the run, so that answers needing an upstream come from the cache during it.
    var warm: Bool

    init(
        _ name: String, body: String? = nil, headers: [String: String] = [:], warm: Bool = false,
        path: @escaping @Sendable (_ base: String) async throws -> String
    ) {
        self.name = name
        self.path = path
        self.body = body
        self.headers = headers
        self.warm = warm
    }

    /// A fixed path.
    init(_ name: String, _ path: String, body: String? = nil, headers: [String: String] = [:], warm: Bool = false) {
        self.init(name, body: body, headers: headers, warm: warm) { _ in path }
    }

    /// The wrk script that sends the body and headers, when there are any (Lua long strings, so quotes in them need no
    /// escape).
    var script: String? {
        var lines = headers.sorted { $0.key < $1.key }.map { "wrk.headers[ [==[\($0.key)]==] ] = [==[\($0.value)]==]" }
        if let body {
            lines += [
                "wrk.method = \"POST\"", "wrk.body = [==[\(body)]==]", "wrk.headers[\"Content-Type\"] = \"application/json\"",
            ]
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
