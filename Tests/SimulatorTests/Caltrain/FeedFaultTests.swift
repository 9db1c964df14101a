import Foundation
import GTFS
import Simulator
import Testing

/// The feed served with a stray quote (`nextstop simulate --gtfs-stray-quote`) reproduces the fault, and a reader
/// loses only the row that holds it.
@Suite struct FeedFaultTests {
    @Test func aStrayQuoteFeedHasOneUnescapedQuoteAndLoadsWithoutItsRow() throws {
        let plain = ParsedFeed.standard.feed
        let faulty = plain.withStrayQuoteInStopTimes()
        let text = try #require(faulty.files["stop_times.txt"])
        #expect(text.filter { $0 == UInt8(ascii: "\"") }.count == 1)
        #expect(faulty.files.filter { $0.key != "stop_times.txt" } == plain.files.filter { $0.key != "stop_times.txt" })

        let loaded = try GTFSFeed(files: faulty.files)

        #expect(loaded.stopTimeCount == plain.summary.stopTimes - 1)
        #expect(loaded.warnings.contains { $0.file == "stop_times.txt" && $0.line == 2 && $0.message.contains("stray quote") })
    }

    @Test func theSimulatedUpstreamServesTheFaultyFeedWhenAsked() async throws {
        let configuration = CaltrainFeedConfiguration()
        let faulty = try CaltrainFeedUpstream(configuration: configuration, strayQuote: true)
        #expect(faulty.feed.files == ParsedFeed.standard.feed.withStrayQuoteInStopTimes().files)
        let plain = try CaltrainFeedUpstream(configuration: configuration)
        #expect(plain.feed.files == ParsedFeed.standard.feed.files)
    }
}
