import HongKongBus
import HongKongBusTestSupport
import HummingbirdTesting
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Providers
import SQLiteStorage

/// A server over one stop and one route whose names carry markup, as a compromised dataset might.
enum HostileNetwork {
    /// The name of the stop, the origin and the destination.
    static let markup = #"<img src=x onerror=alert(1)> "quoted" & 'single'"#
    /// The stop's id.
    static let stop = Build.kmbStopID(0xBAD)
    /// The route's key.
    static let route = "KMB:66:O:1"

    /// Runs `body` against a router over the hostile network.
    static func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let text = LocalizedText(en: markup, tc: markup, sc: markup)
        let network = Build.network(
            [Stop(id: stop, company: .kmb, name: text, coordinate: Build.origin)],
            [RouteVariant(key: Build.routeKey(route), origin: text, destination: text, stopIDs: [stop])])
        let transport = ScriptedTransport()
        let arrivals = ArrivalsService(
            network: network, sources: [KMBClient(transport: transport), CitybusClient(transport: transport)])
        let store = SQLiteFavouritesStore(database: try AppDatabase.inMemory())
        let dependencies = ServerDependencies(network: network, arrivals: arrivals, favourites: store)
        try await buildApplication(dependencies).test(.router, body)
    }
}
