import Foundation
import NextStopTestSupport
import Simulator

/// An upstream that fails the way real ones do, on loopback, for both operators at once. (35 s of latency is
/// tested on a manual clock, `RetryingTransportBudgetTests`: a simulator holding answers for 35 s would keep
/// the whole suite waiting on its shutdown.)
enum FaultyUpstream: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Accepts connections and never answers.
    case blackHole
    /// Nothing listens on the port.
    case closedPort
    /// Answers 429 with `Retry-After: 3600`.
    case rateLimitedForAnHour
    /// Answers 429 with a `Retry-After` past the range of `Int`, which once crashed the server.
    case rateLimitedPastIntRange

    var description: String { rawValue }

    /// Built once: generating a network is CPU work that every concurrent test would otherwise wait on.
    private static let network = SyntheticNetwork(scale: .tiny, seed: 1)

    /// Starts the upstream and runs `body` with the base URL of each operator, stopping the upstream afterwards.
    func with(_ body: (_ kmb: URL, _ citybus: URL) async throws -> Void) async throws {
        switch self {
        case .blackHole:
            let socket = try LoopbackSocket(listening: true)
            defer { socket.close() }
            try await body(socket.baseURL, socket.baseURL)
        case .closedPort:
            let socket = try LoopbackSocket(listening: false)
            socket.close()
            try await body(socket.baseURL, socket.baseURL)
        case .rateLimitedForAnHour:
            try await withSimulator(SimulatorFaults(rateLimitRate: 1, retryAfter: "3600"), body)
        case .rateLimitedPastIntRange:
            try await withSimulator(SimulatorFaults(rateLimitRate: 1, retryAfter: "99999999999999999999"), body)
        }
    }

    private func withSimulator(
        _ faults: SimulatorFaults, _ body: (_ kmb: URL, _ citybus: URL) async throws -> Void
    ) async throws {
        let simulator = try await SimulatorServer(
            network: Self.network, options: SimulatorOptions(faults: faults)
        ).start()
        do {
            try await body(simulator.baseURLs.kmb, simulator.baseURLs.citybus)
        } catch {
            await simulator.stop()
            throw error
        }
        await simulator.stop()
    }
}
