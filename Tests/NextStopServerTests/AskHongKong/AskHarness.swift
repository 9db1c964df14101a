import Foundation
import HummingbirdTesting
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Simulator

/// The server harness answering questions: its Observatory and EPD simulated at the harness clock, its reports kept in a
/// temporary data directory and polled only when a test says so.
final class AskHarness: Sendable {
    let base: ServerHarness
    let hko: SimulatedHKO
    let cache: WeatherFeed
    let airQuality: AirQualityFeed
    let archive: ReportArchive
    let dataDirectory: URL
    /// True when the harness made its data directory, which it then removes.
    private let ownsDataDirectory: Bool

    /// A harness whose Observatory is in `scenario`, keeping its copies under `dataDirectory` (a fresh one by default).
    init(scenario: HKOUpstream.Scenario = .calm, dataDirectory: URL? = nil) throws {
        base = try ServerHarness()
        self.dataDirectory =
            dataDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("ask-\(UUID().uuidString)")
        ownsDataDirectory = dataDirectory == nil
        hko = SimulatedHKO(clock: base.clock, scenario: scenario)
        archive = ReportArchive(dataDirectory: self.dataDirectory)
        cache = WeatherFeed(
            baseURL: SimulatedHKO.baseURL, transport: hko, archive: archive, observer: base.metrics,
            timeSource: base.clock)
        airQuality = AirQualityFeed(
            baseURL: SimulatedHKO.aqhiURL, transport: hko, archive: archive, observer: base.metrics,
            timeSource: base.clock)
    }

    deinit {
        if ownsDataDirectory { try? FileManager.default.removeItem(at: dataDirectory) }
    }

    var clock: ManualTimeSource { base.clock }

    /// Where the server keeps answers marked wrong: a file in the data directory, counted in the harness's metrics.
    var feedback: AskFeedbackLog {
        AskFeedbackLog(file: AskFeedbackLog.file(in: dataDirectory), metrics: base.metrics)
    }

    /// The poller over this harness's reports.
    var poller: ReportPoller { ReportPoller(reports: cache.reports + airQuality.reports, timeSource: base.clock) }

    /// Polls every report that is due now.
    func poll() async { await poller.pollDue() }

    /// Runs `body` against a server of these reports, keeping its conversations in `sessions` (its own by default:
    /// give two servers one to make them a cluster).
    func test(
        sessions: any SessionStore = MemorySessionStore(), _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        var dependencies = base.dependencies
        dependencies.weather = cache
        dependencies.airQuality = airQuality
        dependencies.sessions = sessions
        dependencies.askFeedback = feedback
        try await buildApplication(dependencies).test(.router, body)
    }

    /// Asks `text` through the API, in `conversation` when given; returns the response.
    static func ask(
        _ text: String, conversation: String? = nil, lang: String? = nil, client: some TestClientProtocol
    ) async throws -> TestResponse {
        var body: [String: String] = ["text": text]
        body["conversation_id"] = conversation
        body["lang"] = lang
        let json = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
        return try await client.send(.post, "/api/v1/ask", json: json)
    }
}
