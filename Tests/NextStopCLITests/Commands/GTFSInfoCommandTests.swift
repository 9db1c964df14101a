import ArgumentParser
import Foundation
import GTFS
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

@testable import NextStopCLI

/// `nextstop gtfs info` on a feed whose timetable is empty fails with one line instead of printing zeros.
@Suite struct GTFSInfoCommandTests {
    private func info(_ feed: CaltrainFeed, in folder: TemporaryDirectory) async throws {
        let path = folder.url.appendingPathComponent("feed")
        try feed.write(toDirectory: path)
        var command = try #require(
            try NextStopCommand.parseAsRoot(["gtfs", "info", path.path, "--data", folder.url.path])
                as? any AsyncParsableCommand)
        try await command.run()
    }

    @Test func aFeedWithAnEmptyStopTimesFileFails() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var random = SeededGenerator(seed: 1)
        let feed = try CaltrainFeedGenerator().generate(using: &random)
        let header = try #require(feed.files["stop_times.txt"]?.split(separator: UInt8(ascii: "\r")).first)

        await #expect(throws: FeedLoadError.emptyTable("stop_times.txt")) {
            try await info(feed.replacing("stop_times.txt", with: Data(header)), in: folder)
        }
        #expect(FeedLoadError.emptyTable("stop_times.txt").description.contains("stop_times.txt has no usable rows"))
        try await info(feed, in: folder)
    }
}
