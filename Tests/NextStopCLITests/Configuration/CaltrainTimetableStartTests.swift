import Caltrain
import Foundation
import Logging
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

@testable import NextStopCLI

/// A server starts with Caltrain at once whatever its feed URL does: from the data directory's last good copy, or
/// without a timetable until the background check brings one; a black-hole feed URL (accepting, never answering)
/// delays nothing.
@Suite(.serialized) struct CaltrainTimetableStartTests {
    private func source(data: URL, feed: URL) -> CaltrainTimetableSource {
        CaltrainTimetableSource(feed: GTFSFeedSource(text: feed.absoluteString), dataDirectory: data, logger: quiet)
    }

    private var quiet: Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return logger
    }

    @Test func aBlackHoleFeedLeavesTheServerStartingWithTheLastGoodCopy() async throws {
        let socket = try LoopbackSocket(listening: true)
        defer { socket.close() }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // given a last good copy kept by an earlier run
        let kept = folder.url.appendingPathComponent("gtfs/caltrain/feed.zip")
        try FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
        var random = SeededGenerator(seed: 1)
        try CaltrainFeedGenerator().generate(using: &random).zipData().write(to: kept)

        // when the server builds its Caltrain part (a synchronous call: it cannot wait on the network)
        let caltrain = source(data: folder.url, feed: socket.baseURL.appendingPathComponent("caltrain.zip")).timetable()

        // then the kept timetable is in service, and the URL is left to the background check
        #expect(caltrain.timetables.timetable?.stations.isEmpty == false)
        #expect(caltrain.refresh != nil)
    }

    @Test func withNothingKeptCaltrainWaitsForTheBackgroundCheckAlone() async throws {
        let socket = try LoopbackSocket(listening: true)
        defer { socket.close() }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let caltrain = source(data: folder.url, feed: socket.baseURL.appendingPathComponent("caltrain.zip")).timetable()
        let refresh = try #require(caltrain.refresh)
        #expect(caltrain.timetables.timetable == nil)

        // the check against the black hole runs in the background; the timetable stays absent meanwhile
        let checking = Task { await refresh.checkOnce() }
        try await Task.sleep(for: .milliseconds(200))
        #expect(caltrain.timetables.timetable == nil)
        checking.cancel()
        await checking.value
        #expect(caltrain.timetables.timetable == nil)
    }
}
