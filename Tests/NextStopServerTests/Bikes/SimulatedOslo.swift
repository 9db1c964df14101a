import Bikes
import Foundation
import NextStopCore
import NextStopServer
import Providers
import Simulator

/// The simulator's GBFS 3.0 system (Oslo) answering in process, and read as the server reads it.
struct SimulatedOslo: HTTPTransport {
    static let root = URL(string: "http://sim")!
    static let discoveryURL = GBFSBikesSimulation.discoveryURL(under: root)

    let upstream = GBFSBikesSimulation().upstream
    var now = BikesHarness.fetchedAt

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let reply = await upstream.reply(
            to: SimulatedRequest(path: request.url.path, headers: ["host": Self.root.host!]), now: now)
        return HTTPResponse(status: reply.status, headers: ["content-type": reply.contentType], body: Data(reply.body))
    }

    /// Oslo as the server serves it, its docks read from the simulator by `GBFSClient` (none when `empty`).
    static func system(empty: Bool = false) async throws -> ServedBikeSystem {
        let transport = SimulatedOslo()
        let client = GBFSClient(discoveryURL: discoveryURL, transport: transport)
        let details = try await client.systemInformation(now: transport.now).information
        let feed = DockFeed()
        if !empty {
            let list = try await client.docks(now: transport.now)
            feed.install(DockSnapshot(docks: list.docks, fetchedAt: transport.now, alerts: list.alerts))
        }
        let system = BikeSystem(
            id: "oslo", name: details.name ?? "", source: details.name ?? "", timeZone: details.timeZone ?? .current,
            operatorName: details.operatorName, website: details.website, feed: feed)
        return ServedBikeSystem(system: system, watches: ShortageWatches(file: nil, sessionKind: "bike-shortages-oslo"))
    }
}
