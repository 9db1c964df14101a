import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

/// An upstream for provider tests: answers paths under a base URL with fixtures or statuses, and records
/// what was asked. Shared by the KMB and Citybus tests.
struct ScriptedUpstream {
    let baseURL: String
    let transport = ScriptedTransport()

    /// The absolute URL of a path such as `/route`.
    func url(_ path: String) throws -> URL { try #require(URL(string: baseURL + path)) }

    /// Answers `path` with 200 and a fixture's body.
    func answer(_ path: String, fixture name: String) throws {
        transport.scriptJSON(try url(path), try Fixtures.string(name, in: .module))
    }

    /// Answers `path` with a status, headers and a body given as text.
    func answer(_ path: String, status: Int, headers: [String: String] = [:], body: String = "") throws {
        let response = HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
        transport.script(try url(path), .respond(response))
    }

    /// Answers `path` with a status and a fixture's body.
    func answer(_ path: String, status: Int, fixture name: String) throws {
        try answer(path, status: status, body: try Fixtures.string(name, in: .module))
    }

    /// Every URL requested so far, in order.
    var requestedURLs: [String] { transport.requests.map(\.url.absoluteString) }
}

/// The body of a fixture, for decoding wire records without a client.
func fixture(_ name: String) throws -> Data { try Fixtures.data(name, in: .module) }
