import Foundation
import LiveTransport
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

/// Runs a simulator on a free loopback port for one test and talks to it over real HTTP.
struct SimulatorHarness {
    let running: RunningSimulator
    let transport = AsyncHTTPTransport()

    var server: SimulatorServer { running.server }

    /// Starts a simulator, runs `body` against it, and stops it whether `body` throws or not.
    static func with<T>(
        _ network: SyntheticNetwork = TestNetworks.tiny, options: SimulatorOptions = SimulatorOptions(),
        operators: SimulatedOperators.Options = SimulatedOperators.Options(),
        clock: ManualTimeSource = ManualTimeSource(now: TestNetworks.morning),
        _ body: (SimulatorHarness) async throws -> T
    ) async throws -> T {
        let server = SimulatorServer(network: network, operators: operators, options: options, timeSource: clock)
        let harness = SimulatorHarness(running: try await server.start())
        do {
            let result = try await body(harness)
            await harness.running.stop()
            return result
        } catch {
            await harness.running.stop()
            throw error
        }
    }

    /// GETs a path under KMB's base URL, e.g. `route-stop/1/outbound/1`.
    func kmb(_ path: String) async throws -> HTTPResponse { try await get(running.baseURLs.kmb, path) }

    /// GETs a path under Citybus's base URL, e.g. `route/CTB`.
    func citybus(_ path: String) async throws -> HTTPResponse { try await get(running.baseURLs.citybus, path) }

    /// The `data` member of a 200 JSON answer.
    func kmbData(_ path: String) async throws -> Any { try Self.data(of: try await kmb(path)) }

    func citybusData(_ path: String) async throws -> Any { try Self.data(of: try await citybus(path)) }

    /// The `data` array of a 200 JSON answer, as records.
    func kmbRecords(_ path: String) async throws -> [[String: Any]] {
        try #require(try await kmbData(path) as? [[String: Any]])
    }

    func citybusRecords(_ path: String) async throws -> [[String: Any]] {
        try #require(try await citybusData(path) as? [[String: Any]])
    }

    static func object(of response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    static func data(of response: HTTPResponse) throws -> Any {
        try #require(response.status == 200, "status \(response.status)")
        return try #require(try object(of: response)["data"])
    }

    private func get(_ base: URL, _ path: String) async throws -> HTTPResponse {
        let url = try #require(URL(string: base.absoluteString + "/" + path))
        return try await transport.send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout))
    }
}
