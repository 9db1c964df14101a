import Bikes
import HummingbirdTesting
import NextStopServer

/// A favourites database whose server does not answer.
private struct UnreachableDatabase: DatabaseHealth {
    func problem() async -> String? { "127.0.0.1:5432 refused the connection" }
}

/// A conformance scenario's server: the scenario's harness, publishing the conformance datasets as well.
struct ConformanceServer {
    let harness: ServerHarness
    let scenario: ConformanceScenario
    /// Kept as long as the server; its folder goes with it.
    let datasets: DatasetFixture

    init(_ scenario: ConformanceScenario) throws {
        harness = try scenario.makeHarness()
        self.scenario = scenario
        datasets = try ConformanceDatasets.makeStore()
    }

    /// The simulated bus agency at the harness clock's start, made once: every case's server serves it.
    static let agency: TransitAgency = {
        guard let agency = try? TransitHarness.peninsulaBus(at: ServerHarness.start).0 else {
            preconditionFailure("the simulated agency does not load")
        }
        return agency
    }()

    /// Runs `body` against the router, in process.
    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var dependencies = harness.dependencies
        dependencies.publications = [DatasetPublication(store: datasets.store)]
        harness.scriptMTRTiuKengLeng()
        dependencies.agencies = [
            try TransitHarness.peninsulaBus(at: harness.dependencies.timeSource.now()).0, TransitHarness.notLoaded,
        ]
        dependencies.bikes = scenario == .noBikes ? DockFeed() : DockFeed(snapshot: ConformanceCase.docks)
        if scenario != .noHKO { dependencies.weather = await Self.weather(at: harness) }
        if scenario == .mtrFailing { dependencies.mtr = ServerHarness.failingMTR(clock: harness.clock) }
        if scenario == .databaseDown { dependencies.operations.database = UnreachableDatabase() }
        try await buildApplication(dependencies).test(.router, body)
    }
}
