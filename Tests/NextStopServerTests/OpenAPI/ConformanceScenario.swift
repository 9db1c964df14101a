import Caltrain
import Foundation
import HongKongBus
import HummingbirdTesting
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

@testable import NextStopServer

/// The state a conformance request meets: the upstreams' history, the dataset's age, the rate limit and the lists.
enum ConformanceScenario: Sendable {
    /// Nothing asked of the upstreams yet, a fresh dataset, no rate limit.
    case quiet
    /// KMB answers a bus at both stops of route 1.
    case kmbAnswering
    /// KMB answers at the first stop that the final bus has left: a departure without a time.
    case kmbFinalBusLeft
    /// KMB fails at the first stop, with nothing cached.
    case kmbFailing
    /// KMB failed once, then answered.
    case kmbRecovered
    /// KMB failed three times in a row, so the server is degraded.
    case kmbFailingRepeatedly
    /// The dataset is over a week old, so the server is degraded.
    case staleDataset
    /// Alice keeps as many favourites as one device may.
    case favouritesFull
    /// Bob typed Alice's link code and waits for her to confirm it.
    case linkRequested
    /// Bob joined Alice's list with her invitation's secret.
    case deviceLinked
    /// Alice's browser is subscribed to notifications, at an endpoint whose push service takes them.
    case pushSubscribed
    /// Alice keeps as many push subscriptions as one device may.
    case pushFull
    /// The server sends no notifications.
    case notificationsOff
    /// Alice keeps one reminder, `{alice.reminder}`: Hong Kong's weather warnings.
    case reminderKept
    /// The client has no rate-limit tokens, so every `/api/v1` request is refused.
    case rateLimited
    /// No Caltrain timetable could be loaded.
    case noCaltrain
    /// No dock counts from TfL yet.
    case noBikes
    /// The server answers no questions: it was started without the Observatory.
    case noHKO
    /// Alice saved one dock, `{alice.dock}`.
    case bikeFavouriteSaved
    /// Caltrain runs live over a simulated 511, Open-Meteo and Ticketmaster, polled once.
    case caltrainLive
    /// The favourites database does not answer.
    case databaseDown
    /// MTR answers 500 to everything, its station list included.
    case mtrFailing

    /// A server set up for the scenario.
    func makeHarness() throws -> ServerHarness {
        switch self {
        case .staleDataset: try ServerHarness(datasetAge: 8 * 86_400)
        case .rateLimited: try ServerHarness(rateLimit: RateLimit(perMinute: 60, burst: 0))
        case .noCaltrain: try ServerHarness(caltrain: nil)
        case .notificationsOff: try ServerHarness(notifying: false)
        case .caltrainLive:
            try SimulatedCaltrain(clock: ManualTimeSource()).harness()
        default: try ServerHarness()
        }
    }

    /// Saves the devices' lists and brings the upstreams to the scenario's state; the world names what was saved.
    func prepare(_ harness: ServerHarness, client: some TestClientProtocol) async throws -> ConformanceWorld {
        guard self != .rateLimited else { return .unseeded }
        let world = try await ConformanceWorld.seed(with: client)
        let arrivals = "/api/v1/stops/\(ServerHarness.kmbStop)/arrivals"
        switch self {
        case .kmbAnswering:
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 4)
            harness.scriptKMBArrival(at: ServerHarness.northStop, inMinutes: 9)
        case .kmbFinalBusLeft:
            Self.scriptFinalBusLeft(at: ServerHarness.kmbStop, on: harness)
        case .kmbFailing:
            harness.scriptKMBFailure(at: ServerHarness.kmbStop)
        case .kmbRecovered:
            harness.scriptKMBFailure(at: ServerHarness.kmbStop)
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 4)
            try await Self.ask(arrivals, times: 2, on: harness, client: client)
        case .kmbFailingRepeatedly:
            harness.scriptKMBFailure(at: ServerHarness.kmbStop)
            try await Self.ask(arrivals, times: UpstreamMonitor.failingAfter, on: harness, client: client)
        case .favouritesFull:
            try await Self.fillAlicesFavourites(in: harness)
        case .linkRequested:
            let typed = try await client.send(
                .post, "/api/v1/link", json: #"{"code":"\#(world.values["{alice.code}"]!)"}"#, as: .bob)
            #expect(typed.status == .accepted)
        case .pushSubscribed:
            harness.transport.script(
                URL(string: ConformanceCase.pushEndpoint)!, .respond(HTTPResponse(status: 201)))
            let subscribed = try await client.send(
                .post, "/api/v1/push/subscriptions", json: ConformanceCase.pushSubscription, as: .alice)
            #expect(subscribed.status == .noContent)
        case .pushFull:
            for index in 0..<FavouritesLimits.pushSubscriptionsPerDevice {
                let subscribed = try await client.send(
                    .post, "/api/v1/push/subscriptions",
                    json: ConformanceCase.pushSubscription.replacingOccurrences(of: "conformance", with: "full-\(index)"),
                    as: .alice)
                #expect(subscribed.status == .noContent)
            }
        case .deviceLinked:
            let linked = try await client.send(
                .post, "/api/v1/link", json: #"{"secret":"\#(world.values["{alice.secret}"]!)"}"#, as: .bob)
            #expect(linked.status == .ok)
        case .bikeFavouriteSaved:
            return try await Self.saveAlicesDock(in: world, client: client)
        case .reminderKept:
            return try await ConformanceCase.keepAlicesReminder(in: world, client: client)
        case .caltrainLive:
            let timetable = try #require(harness.dependencies.caltrain.timetable)
            let tonight = timetable.eventsDay(at: try timetable.station(named: "sf"), on: harness.clock.now())
            await harness.dependencies.caltrainLive?.refreshIfDue(eventsOn: [tonight])
            await harness.dependencies.caltrainLive?.refreshIfDue()
        case .quiet, .staleDataset, .rateLimited, .noCaltrain, .noBikes, .noHKO, .databaseDown, .notificationsOff, .mtrFailing:
            break
        }
        return world
    }

    /// Asks for `uri` again and again, a minute apart so that no answer comes from the cache.
    private static func ask(
        _ uri: String, times: Int, on harness: ServerHarness, client: some TestClientProtocol
    ) async throws {
        for _ in 0..<times {
            _ = try await client.get(uri)
            harness.clock.advance(by: 60)
        }
    }

    /// Scripts KMB's `/stop-eta` to answer route 1 with no time and the remark saying why, as after the last bus.
    private static func scriptFinalBusLeft(at stopID: String, on harness: ServerHarness) {
        let url = KMBEndpoint.defaultBaseURL.appendingPathComponent("stop-eta").appendingPathComponent(stopID)
        harness.transport.scriptJSON(
            url,
            """
            {"type":"StopETA","version":"1.0","generated_timestamp":"2026-09-21T23:40:00+08:00","data":[
            {"co":"KMB","route":"1","dir":"O","service_type":1,"seq":1,
             "dest_tc":"尖沙咀碼頭","dest_sc":"尖沙咀码头","dest_en":"STAR FERRY","eta_seq":1,"eta":null,
             "rmk_tc":"最後班次已過","rmk_sc":"最后班次已过","rmk_en":"The final bus has departed from this stop",
             "data_timestamp":"2026-09-21T23:40:00+08:00"}]}
            """)
    }

    /// Saves favourites for Alice straight into the store until she has as many as one device may keep.
    private static func fillAlicesFavourites(in harness: ServerHarness) async throws {
        let device = try #require(DeviceToken(Device.alice.token)).hash
        let owner = try #require(try await harness.store.owner(ofDevice: device))
        let kept = try await harness.store.favourites(of: owner).count
        for number in kept..<FavouritesLimits.favourites {
            _ = try await harness.store.addFavourite(
                NewFavourite(item: BusFavourite(stopID: "FULL\(number)").item), for: .owner(owner),
                at: harness.clock.now())
        }
    }
}
