import Foundation
import HongKongBus
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

/// An arrivals service over a test network, its upstreams scripted with fixtures and its clock manual, at
/// 21:02:00 on the fixtures' evening.
struct ArrivalsHarness {
    static let kmbHost = "data.etabus.gov.hk"
    static let citybusHost = "rt.data.gov.hk"

    let transport: HeldTransport
    /// Sleepers wait for the test to move it, so an answer's budget runs out only when the test says.
    let clock = ManualTimeSource(now: hongKongTime("21:02:00"), sleepersWaitForAdvance: true)
    let service: ArrivalsService

    /// A service with `settings`, whose upstreams hold every request until released when `holding`, telling
    /// `observer` how each call was served.
    init(
        settings: LiveAnswerSettings = .init(), network: TransitNetwork = TestNetwork.transit, holding: Bool = false,
        maxConcurrentCalls: Int = 8, observer: (any LiveAnswerObserver)? = nil
    ) {
        transport = HeldTransport(holding: holding)
        let sources: [any ArrivalSource] = [
            KMBClient(transport: transport, maxConcurrentArrivalCalls: maxConcurrentCalls),
            CitybusClient(transport: transport, maxConcurrentArrivalCalls: maxConcurrentCalls),
        ]
        service = ArrivalsService(
            network: network, sources: sources, settings: settings, observer: observer, timeSource: clock)
    }

    /// The URL of KMB's `/stop-eta` for a stop.
    static func kmbURL(_ stopID: String) -> URL {
        KMBEndpoint.defaultBaseURL.appendingPathComponent("stop-eta").appendingPathComponent(stopID)
    }

    /// The URL of Citybus's `/eta/CTB/{stop}/{route}`.
    static func citybusURL(_ stopID: String, _ route: String) -> URL {
        CitybusEndpoint.defaultBaseURL.appendingPathComponent("eta").appendingPathComponent("CTB")
            .appendingPathComponent(stopID).appendingPathComponent(route)
    }

    /// Queues steps for a KMB stop's `/stop-eta`; the last one repeats.
    func kmb(_ stopID: String, _ steps: ScriptedTransport.Step...) {
        for step in steps { transport.scripted.script(Self.kmbURL(stopID), step) }
    }

    /// Queues steps for a Citybus stop and route; the last one repeats.
    func citybus(_ stopID: String, _ route: String, _ steps: ScriptedTransport.Step...) {
        for step in steps { transport.scripted.script(Self.citybusURL(stopID, route), step) }
    }

    /// How many calls reached KMB's `/stop-eta` for a stop.
    func kmbCalls(_ stopID: String) -> Int { transport.scripted.count(of: Self.kmbURL(stopID)) }

    /// How many calls reached Citybus's `/eta` for a stop and route.
    func citybusCalls(_ stopID: String, _ route: String) -> Int {
        transport.scripted.count(of: Self.citybusURL(stopID, route))
    }

    /// Every call that reached an upstream.
    var totalCalls: Int { transport.scripted.requests.count }
}

extension ScriptedTransport.Step {
    /// A 200 answer with a fixture's body.
    static func fixture(_ name: String) throws -> Self {
        .respond(HTTPResponse(status: 200, body: try Fixtures.data(name, in: .module)))
    }

    /// A fixture's answer as a cache hands it on after holding it `age` seconds (another server of a cluster).
    static func fixture(_ name: String, age: Int) throws -> Self {
        .respond(HTTPResponse(status: 200, headers: ["Age": String(age)], body: try Fixtures.data(name, in: .module)))
    }

    /// An answer with a status and no body.
    static func status(_ status: Int) -> Self { .respond(HTTPResponse(status: status)) }
}

/// Real-shaped rows of a fixture, decoded by the operators' own clients.
enum FixtureRows {
    /// The rows of a KMB `/stop-eta` fixture.
    static func kmb(_ name: String) async throws -> [UpstreamArrival] {
        let harness = ArrivalsHarness()
        harness.kmb(TestNetwork.busyStop, try .fixture(name))
        return try await KMBClient(transport: harness.transport).stopETA(stopID: TestNetwork.busyStop)
    }

    /// The rows of a Citybus `/eta` fixture.
    static func citybus(_ name: String) async throws -> [UpstreamArrival] {
        let harness = ArrivalsHarness()
        harness.citybus(TestNetwork.terminus, "11", try .fixture(name))
        return try await CitybusClient(transport: harness.transport).eta(stopID: TestNetwork.terminus, route: "11")
    }
}
