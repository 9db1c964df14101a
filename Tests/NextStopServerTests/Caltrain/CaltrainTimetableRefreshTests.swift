import Caltrain
import Foundation
import GTFS
import HummingbirdTesting
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Simulator
import Testing

/// The timetable in service is swapped for a newer valid feed while the server runs, checked at most once a day; a
/// new feed that fails to download or validate leaves the old one in service.
@Suite struct CaltrainTimetableRefreshTests {
    private let url = URL(string: "http://feeds.example/caltrain.zip")!

    /// A generated feed's zip published on `day` of 2026 (its `feed_version` says so), its stop times cut to the
    /// header when `emptied`.
    private static func zip(publishedOn month: Int, _ day: Int, emptied: Bool = false) throws -> Data {
        let configuration = CaltrainFeedConfiguration(
            publishedAt: try Date(
                "2026-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)T22:25:00Z", strategy: .iso8601))
        var random = SeededGenerator(seed: 1)
        let feed = try CaltrainFeedGenerator(configuration: configuration).generate(using: &random)
        guard emptied, let header = feed.files["stop_times.txt"]?.split(separator: UInt8(ascii: "\n")).first else {
            return try feed.zipData()
        }
        return try feed.replacing("stop_times.txt", with: Data(header) + Data("\n".utf8)).zipData()
    }

    /// The server's cache of the Caltrain feed at `url` in `folder`.
    private func cache(in folder: URL, transport: ScriptedTransport, clock: ManualTimeSource) -> FeedCache {
        FeedCache(
            url: url, folder: folder, transport: transport, timeSource: clock,
            rule: GTFSFeed.replacementRule(name: "Caltrain")
        ) { file in try GTFSFeed(contentsOf: file).counts }
    }

    private static func answer(_ body: Data, tag: String) -> ScriptedTransport.Step {
        .respond(HTTPResponse(status: 200, headers: ["ETag": tag], body: body))
    }

    @Test func aChangedFeedIsSwappedInAndABadOneKeepsTheOld() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let clock = ManualTimeSource()
        let transport = ScriptedTransport()
        let first = try Self.zip(publishedOn: 1, 30)
        let second = try Self.zip(publishedOn: 6, 10)
        transport.script(
            url, Self.answer(first, tag: "\"v1\""), Self.answer(second, tag: "\"v2\""),
            .respond(HTTPResponse(status: 200, headers: ["ETag": "\"v3\""], body: Data("not a zip".utf8))),
            .fail(.server(status: 503)))
        let cache = cache(in: folder.url, transport: transport, clock: clock)
        let timetables = CurrentTimetable()
        let refresh = CaltrainTimetableRefresh(cache: cache, timetables: timetables, timeSource: clock)

        // the first check puts the first feed into service
        await refresh.checkOnce()
        let firstVersion = try #require(timetables.timetable?.feedVersion)
        // a check within the day asks nothing
        clock.advance(by: 3_600)
        await refresh.checkOnce()
        #expect(transport.count(of: url) == 1)
        // a day later the changed feed is swapped in
        clock.advance(by: 86_400)
        await refresh.checkOnce()
        let secondVersion = try #require(timetables.timetable?.feedVersion)
        #expect(secondVersion != firstVersion)
        // a day later a feed that does not validate, then an upstream error: the second stays in service
        clock.advance(by: 86_400)
        await refresh.checkOnce()
        #expect(timetables.timetable?.feedVersion == secondVersion)
        clock.advance(by: 86_400)
        await refresh.checkOnce()
        #expect(timetables.timetable?.feedVersion == secondVersion)
        #expect(transport.count(of: url) == 4)
    }

    @Test func anEmptiedFeedIsRefusedKeptAcrossARestartAndShownInHealth() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let harness = try ServerHarness(caltrain: nil)
        let transport = ScriptedTransport()
        transport.script(
            url, Self.answer(try Self.zip(publishedOn: 1, 30), tag: "\"v1\""),
            Self.answer(try Self.zip(publishedOn: 6, 10, emptied: true), tag: "\"v2\""))
        let rejections = harness.dependencies.operations.datasetRejections
        let refresh = CaltrainTimetableRefresh(
            cache: cache(in: folder.url, transport: transport, clock: harness.clock),
            timetables: harness.dependencies.caltrain, timeSource: harness.clock, rejections: rejections)
        await refresh.checkOnce()
        let kept = try #require(harness.dependencies.caltrain.timetable?.feedVersion)

        // a day later the feed comes with stop_times.txt emptied
        harness.clock.advance(by: 86_400)
        await refresh.checkOnce()

        // the kept timetable stays in service, the refusal degrades /healthz
        #expect(harness.dependencies.caltrain.timetable?.feedVersion == kept)
        #expect(rejections.current.map(\.problems) == [["stop_times.txt has no rows"]])
        try await harness.test { client in
            let health = try JSONSerialization.jsonObject(with: Data(try await client.get("/healthz").text.utf8))
            let reasons = (health as? [String: Any])?["reasons"] as? [String] ?? []
            #expect((health as? [String: Any])?["status"] as? String == "degraded")
            #expect(reasons.contains { $0.contains("Caltrain GTFS") && $0.contains("stop_times.txt has no rows") })
        }
        // and a server started anew over the same folder, the feed URL down, serves the kept timetable
        let down = ScriptedTransport()
        down.script(url, .fail(.unreachable(reason: "down")))
        let restarted = CurrentTimetable()
        harness.clock.advance(by: 86_400)
        await CaltrainTimetableRefresh(
            cache: cache(in: folder.url, transport: down, clock: harness.clock), timetables: restarted,
            timeSource: harness.clock
        ).checkOnce()
        #expect(restarted.timetable?.feedVersion == kept)
        #expect(down.count(of: url) == 1)
    }

    @Test func theServerAnswersFromTheNewTimetableOnceSwapped() async throws {
        let harness = try ServerHarness(caltrain: nil)
        let timetables = harness.dependencies.caltrain
        try await harness.test { client in
            let before = try await client.get("/api/v1/caltrain/stations")
            #expect(before.status == .serviceUnavailable)
            #expect(before.text.contains("not available"))
            timetables.replace(with: ServerHarness.caltrain)
            let after = try await client.get("/api/v1/caltrain/stations")
            #expect(after.status == .ok)
        }
    }
}
