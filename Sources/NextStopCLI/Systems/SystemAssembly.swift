import ArgumentParser
import Foundation
import Logging
import NextStopCore
import NextStopServer
import ServiceLifecycle
import Simulator

/// One system as the command line assembles it: its commands and benchmarks, the upstreams it calls, what `demo`
/// simulates of it, and its part of a running server. `Systems.all` lists every one; a system is added by adding
/// its folder and one line there.
protocol SystemAssembly: Sendable {
    /// Its commands under `nextstop`.
    var commands: [any ParsableCommand.Type] { get }
    /// Its benchmarks under `nextstop bench`.
    var benchmarks: [any ParsableCommand.Type] { get }
    /// Its settings, listed in `nextstop config` and the docs.
    var settings: [Setting] { get }
    /// The upstreams it calls, named for metrics and health, at the addresses `settings` gives.
    func upstreams(_ settings: LaunchSettings) throws -> [UpstreamMonitor.Upstream]
    /// Its upstreams as `demo` simulates them.
    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream]
    /// The settings pointing it at the upstreams of a simulator at `root`, as `demo` and `simulate` print them.
    func simulatedSettings(under root: URL) -> [(variable: String, value: String)]
    /// Its part of the server `context` describes.
    func serve(_ context: ServingContext) async throws -> ServingPart
    /// Its main endpoints, as `bench server` loads them.
    var loadTestEndpoints: [LoadTestEndpoint] { get }
}

extension SystemAssembly {
    var benchmarks: [any ParsableCommand.Type] { [] }
    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] { [] }
    var loadTestEndpoints: [LoadTestEndpoint] { [] }
}

/// The synthetic world `demo` and `simulate` serve: its size, the seed every random choice in it follows, and the
/// faults a system's own `simulate` flags ask of its upstreams.
struct Simulation: Sendable {
    var scale = SimulatorScale.hk
    var seed: UInt64 = 1
    /// Each system's own choices, found by type: a system without any simulates its upstreams behaving well.
    var choices = ValuesByType()
}

/// What a system's part of a server needs from the process.
struct LaunchSettings: Sendable {
    let configuration: NextStopConfiguration
    /// Every setting as given: the environment over the settings file, with the command's flags and `demo`'s
    /// simulator over both.
    let environment: Environment
}

/// What a system is served with: the process's settings and the shared parts every system may use.
struct ServingContext: Sendable {
    let settings: LaunchSettings
    let watched: WatchedUpstreams
    /// The favourites, sessions and clock every system shares.
    let dependencies: ServerDependencies
    /// Where shared answers and the poll leadership of a cluster live.
    let database: OpenedDatabase
    /// Where refused upstream copies are noted for health.
    let rejections: DatasetRejections?
    /// How the datasets a system publishes are refreshed and signed.
    let publishing: PublishingPlan
    /// What the systems served before this one share (`ServingPart.shared`).
    let shared: ValuesByType
    let logger: Logger

    var dataDirectory: URL { settings.configuration.dataDirectory }
}

/// A system's part of a running server: the system served, the services (pollers, refreshes) that keep it current,
/// the datasets it publishes, and what it shares with the systems served after it.
struct ServingPart: Sendable {
    var system: ServedSystem
    var services: [any Service] = []
    var publications: [DatasetPublication] = []
    /// Values the systems after it may use, as Ask Hong Kong answers bus questions from Hong Kong buses' network.
    var shared: [any Sendable] = []
}

/// Values found by their type: what the systems served so far share with the next ones, or what each system's
/// `simulate` flags choose for it.
struct ValuesByType: Sendable {
    private var values: [any Sendable]

    init(_ values: [any Sendable] = []) { self.values = values }

    mutating func add(_ more: [any Sendable]) { values += more }

    /// The first value of `type` shared so far.
    func first<Value>(_ type: Value.Type) -> Value? { values.lazy.compactMap { $0 as? Value }.first }
}
