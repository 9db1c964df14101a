import Caltrain
import Foundation
import HongKongBus
import HongKongBusTestSupport
import HummingbirdTesting
import Logging
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Providers
import SQLiteStorage
import WebPush

/// A server over a three-stop network, its KMB and Citybus upstreams scripted, its clock manual and its favourites
/// in an in-memory database.
struct ServerHarness {
    /// A KMB stop at `Build.origin`, first on route 1 outbound.
    static let kmbStop = Build.kmbStopID(0xA1)
    /// A KMB stop 200 m north, last on route 1 outbound.
    static let northStop = Build.kmbStopID(0xB2)
    /// A Citybus stop 300 m east, where route 11 starts (it ends 3 km north of it).
    static let citybusStop = Build.citybusStopID(1)

    /// When every harness clock starts.
    static let start = Date(timeIntervalSince1970: 1_790_000_000)

    /// The key the server signs notifications with.
    static let pushKey = VAPIDKey()

    static let network = Build.network(
        [
            Build.stop(kmbStop, at: Build.origin, name: Build.text("Chuk Yuen Estate (WT916)")),
            Build.stop(northStop, at: Build.north(200), name: Build.text("Star Ferry")),
            Build.stop(citybusStop, at: Build.east(300), name: Build.text("Central Pier")),
            Build.stop(
                Build.citybusStopID(2), at: Build.north(of: Build.east(300), 3_000), name: Build.text("Jardine's Lookout")),
        ],
        [
            Build.route("KMB:1:O:1", [kmbStop, northStop], from: "Chuk Yuen", to: "Star Ferry"),
            Build.route("KMB:1:I:1", [northStop, kmbStop], from: "Star Ferry", to: "Chuk Yuen"),
            Build.route("CTB:11:O:1", [citybusStop, Build.citybusStopID(2)], from: "Central", to: "Jardine's Lookout"),
        ])

    let transport = ScriptedTransport()
    let clock = ManualTimeSource(now: Self.start, sleepersWaitForAdvance: true)
    let store: SQLiteFavouritesStore
    let metrics = ServerMetrics()
    let monitor: UpstreamMonitor
    let dependencies: TestDependencies

    /// A harness whose dataset was generated `datasetAge` seconds ago, whose clients are limited as `rateLimit` says
    /// (not at all by default), whose server accepts `linkFailuresPerMinute` wrong link attempts a minute, whose
    /// favourites live in `database` (a fresh in-memory one by default), whose Caltrain timetable is `caltrain` and
    /// whose Caltrain live feed reads `caltrainSources` (none by default: timetable only), whose upstreams' paused
    /// hosts are read from `pauses`, and which sends notifications over the scripted transport when `notifying`.
    init(
        datasetAge: TimeInterval = 3_600, rateLimit: RateLimit? = nil,
        linkFailuresPerMinute: Int = LinkAttemptGuard.defaultFailuresPerMinute, database: AppDatabase? = nil,
        caltrain: CaltrainTimetable? = Self.caltrain, caltrainSources: LiveSources? = nil, pauses: RetryAfterMemory? = nil,
        notifying: Bool = true
    ) throws {
        store = SQLiteFavouritesStore(database: try database ?? AppDatabase.inMemory())
        monitor = UpstreamMonitor(
            upstreams: [
                .init(name: "KMB", baseURL: KMBEndpoint.defaultBaseURL),
                .init(name: "Citybus", baseURL: CitybusEndpoint.defaultBaseURL),
            ],
            metrics: metrics, timeSource: clock, pauses: pauses)
        let observed = ObservedTransport(base: transport, observer: monitor, timeSource: clock)
        let arrivals = ArrivalsService(
            network: Self.network, sources: [KMBClient(transport: observed), CitybusClient(transport: observed)],
            observer: LiveAnswerMetrics(metrics, kind: "arrivals", calls: "Arrivals calls"), timeSource: clock)
        let clock = clock
        let operations = ServerOperations(
            metrics: metrics, upstreams: monitor, rateLimiter: rateLimit.map { RateLimiter(limit: $0, timeSource: clock) },
            linkFailuresPerMinute: linkFailuresPerMinute)
        let live = LiveNetwork(
            ServedNetwork(
                network: Self.network, arrivals: arrivals,
                dataset: DatasetInfo(version: "7", generatedAt: clock.now().addingTimeInterval(-datasetAge))))
        var dependencies = TestDependencies(
            ServerDependencies(live: live, favourites: store, operations: operations, timeSource: clock), live: live)
        dependencies.caltrain = CurrentTimetable(caltrain)
        if notifying {
            dependencies.push = PushSender(
                key: Self.pushKey, subject: "mailto:ops@nextstop.example", transport: transport, time: clock)
        }
        if let caltrain, let caltrainSources {
            dependencies.caltrainLive = CaltrainLiveFeed(
                timetable: caltrain, sources: caltrainSources, time: clock, observer: metrics)
        }
        dependencies.mtr = Self.mtrService(transport: transport, clock: clock)
        self.dependencies = dependencies
    }

    /// Runs `body` against the router, in process, logging through `logger` when given.
    func test(logger: Logger? = nil, _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        if let logger {
            try await buildApplication(dependencies, logger: logger).test(.router, body)
        } else {
            try await buildApplication(dependencies).test(.router, body)
        }
    }

    /// Scripts KMB's `/stop-eta` for a stop to answer route 1 outbound leaving in `minutes`.
    func scriptKMBArrival(at stopID: String, inMinutes minutes: Double) {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 8 * 3_600)
        let eta = formatter.string(from: clock.now().addingTimeInterval(minutes * 60))
        let stamp = formatter.string(from: clock.now())
        transport.scriptJSON(
            Self.kmbURL(stopID),
            """
            {"type":"StopETA","version":"1.0","generated_timestamp":"\(stamp)","data":[
            {"co":"KMB","route":"1","dir":"O","service_type":1,"seq":1,
             "dest_tc":"尖沙咀碼頭","dest_sc":"尖沙咀码头","dest_en":"STAR FERRY","eta_seq":1,
             "eta":"\(eta)","rmk_tc":"","rmk_sc":"","rmk_en":"","data_timestamp":"\(stamp)"}]}
            """)
    }

    /// Scripts KMB's `/stop-eta` for a stop to fail with a 500 whose body must never reach a client.
    func scriptKMBFailure(at stopID: String) {
        transport.script(
            Self.kmbURL(stopID),
            .respond(NextStopCore.HTTPResponse(status: 500, body: Data(Self.upstreamSecret.utf8))))
    }

    /// Scripts KMB's `/stop-eta` for a stop to answer 200 with JSON cut short, as a malformed upstream does.
    func scriptKMBMalformed(at stopID: String) {
        transport.scriptJSON(Self.kmbURL(stopID), #"{"type":"StopETA","version":"1.0","data":[{"co":"KMB","rou"#)
    }

    /// Text only an upstream's failure body holds.
    static let upstreamSecret = "upstream-internal-trace-7f3a"

    private static func kmbURL(_ stopID: String) -> URL {
        KMBEndpoint.defaultBaseURL.appendingPathComponent("stop-eta").appendingPathComponent(stopID)
    }
}
