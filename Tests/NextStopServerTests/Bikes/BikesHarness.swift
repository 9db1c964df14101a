import Bikes
import Foundation
import HummingbirdTesting
import NextStopServer
import Providers
import Simulator

/// The server harness with London's docks: the simulator's ~800, fetched at the harness clock's start.
struct BikesHarness {
    /// When the harness clock starts, and the docks were fetched.
    static let fetchedAt = Date(timeIntervalSince1970: 1_790_000_000)
    /// The simulated list as TfL's client reads it, read once per test run.
    static let moving = read(frozen: false)
    /// The same list with its counts stopped 20 minutes before the fetch.
    static let frozen = read(frozen: true)

    let base: ServerHarness
    let feed: DockFeed
    /// Bike systems served after London.
    var more: [ServedBikeSystem] = []

    /// A harness whose feed holds the simulated docks (frozen when `frozen`), or nothing when `empty`.
    init(frozen: Bool = false, empty: Bool = false) throws {
        base = try ServerHarness()
        feed = DockFeed()
        if !empty { feed.install(Self.snapshot(frozen: frozen)) }
    }

    /// The simulated docks as the poller would install them.
    static func snapshot(frozen: Bool = false) -> DockSnapshot {
        DockSnapshot(docks: (frozen ? Self.frozen : moving).docks, fetchedAt: fetchedAt)
    }

    private static func read(frozen: Bool) -> DockList {
        let simulation = LondonBikesSimulation()
        if frozen { simulation.freeze(at: fetchedAt.addingTimeInterval(-1_200)) }
        guard let list = try? TfLClient.bikePoints(from: Data(simulation.bikePointBody(at: fetchedAt))) else {
            preconditionFailure("the simulated docks do not read")
        }
        return list
    }

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var dependencies = base.dependencies
        dependencies.bikes = feed
        dependencies.moreBikeSystems = more
        try await buildApplication(dependencies).test(.router, body)
    }
}

/// The JSON of a response as plain objects.
func jsonObject(_ response: TestResponse) throws -> [String: Any] {
    (try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any]) ?? [:]
}
