import Foundation
import GTFS
import NextStopCore
import NextStopTestSupport
import Testing

/// The feed kept from its URL: conditional checks at most once a day, and the last good copy whatever goes wrong.
@Suite final class FeedCacheTests {
    private struct NotAFeed: Error, CustomStringConvertible {
        var description: String { "not a feed" }
    }

    private static let url = URL(string: "https://data.example.test/gtfs/agency/agency.zip")!
    private let directory: TemporaryDirectory
    private let transport = ScriptedTransport()
    private let clock = ManualTimeSource()

    init() throws { directory = try TemporaryDirectory() }

    deinit { directory.remove() }

    /// A cache that accepts any file starting with "PK" (a zip's signature) as a feed of as many rows as it has
    /// bytes, and refuses one with less than half the rows of the last good copy.
    private var cache: FeedCache {
        FeedCache(
            url: Self.url, folder: directory.url.appendingPathComponent("gtfs/agency"), transport: transport,
            timeSource: clock, rule: ReplacementRule(dataset: "agency", compared: ["rows"], minimumShare: 0.5)
        ) { file in
            let bytes = try Data(contentsOf: file)
            guard bytes.starts(with: Data("PK".utf8)) else { throw NotAFeed() }
            return DatasetCounts(["rows": bytes.count])
        }
    }

    private func feed(_ text: String, etag: String) -> ScriptedTransport.Step {
        .respond(
            HTTPResponse(
                status: 200, headers: ["ETag": etag, "Last-Modified": "Tue, 10 Nov 2026 22:25:00 GMT"],
                body: Data(text.utf8)))
    }

    private func stored() throws -> String { String(decoding: try Data(contentsOf: cache.file), as: UTF8.self) }

    @Test func theFirstCallDownloadsAndLaterCallsThatDayAskNothing() async throws {
        transport.script(Self.url, feed("PK-v1", etag: #""v1""#))

        let first = try await cache.current()
        clock.advance(by: 23 * 3_600)
        let later = try await cache.current()

        #expect(first.outcome == .downloaded)
        #expect(later.outcome == .fresh)
        #expect(transport.requests.count == 1)
        #expect(try stored() == "PK-v1")
        #expect(later.state.entityTag == #""v1""#)
    }

    @Test func aDayLaterTheCheckIsConditionalAndAnUnchangedFeedIsKept() async throws {
        transport.script(Self.url, feed("PK-v1", etag: #""v1""#), .respond(HTTPResponse(status: 304)))
        _ = try await cache.current()
        clock.advance(by: 24 * 3_600)

        let checked = try await cache.current()

        #expect(checked.outcome == .notModified)
        let request = try #require(transport.requests.last)
        #expect(request.headers["If-None-Match"] == #""v1""#)
        #expect(request.headers["If-Modified-Since"] == "Tue, 10 Nov 2026 22:25:00 GMT")
        #expect(checked.state.checkedAt == clock.now())
        #expect(try stored() == "PK-v1")
    }

    @Test func aNewFeedReplacesTheOldOnceValidated() async throws {
        transport.script(Self.url, feed("PK-v1", etag: #""v1""#), feed("PK-v2", etag: #""v2""#))
        _ = try await cache.current()

        let replaced = try await cache.current(force: true)

        #expect(replaced.outcome == .downloaded)
        #expect(try stored() == "PK-v2")
        #expect(replaced.state.entityTag == #""v2""#)
    }

    @Test(arguments: [
        ScriptedTransport.Step.respond(HTTPResponse(status: 200, body: Data("<html>maintenance</html>".utf8))),
        .respond(HTTPResponse(status: 503)), .respond(HTTPResponse(status: 200)), .fail(.timeout),
        .fail(.unreachable(reason: "connection refused")),
    ])
    func aFailedOrInvalidUpdateKeepsTheLastGoodFeed(failure: ScriptedTransport.Step) async throws {
        transport.script(Self.url, feed("PK-v1", etag: #""v1""#), failure)
        _ = try await cache.current()
        clock.advance(by: 25 * 3_600)

        let result = try await cache.current()

        guard case .keptAfterFailure(let reason) = result.outcome else {
            Issue.record("expected the old feed kept, got \(result.outcome)")
            return
        }
        #expect(!reason.isEmpty)
        #expect(try stored() == "PK-v1")
        #expect(!FileManager.default.fileExists(atPath: cache.folder.appendingPathComponent("feed.new.zip").path))
        // A dead upstream is asked again an hour later, not on every call.
        clock.advance(by: 3_599)
        #expect(try await cache.current().outcome == result.outcome)
        #expect(transport.requests.count == 2)
        clock.advance(by: 1)
        _ = try await cache.current()
        #expect(transport.requests.count == 3)
    }

    @Test func aFeedMuchLessCompleteThanTheLastGoodIsRefusedAndTheOldKeptAcrossRestarts() async throws {
        transport.script(
            Self.url, feed("PK-v1 with its many rows", etag: #""v1""#), feed("PK-v2", etag: #""v2""#),
            feed("PK-v3 with its many rows", etag: #""v3""#))
        _ = try await cache.current()
        clock.advance(by: 25 * 3_600)

        let refused = try await cache.current()

        #expect(
            refused.outcome
                == .keptAfterRejection(
                    DatasetRejection(dataset: "agency", problems: ["rows has 5, the kept copy 24 (at least 12 required)"])))
        #expect(try stored() == "PK-v1 with its many rows")
        #expect(refused.state.entityTag == #""v1""#)
        // a cache made anew over the same folder (a restarted server) still serves the old copy and says why
        #expect(try await cache.current().outcome == refused.outcome)
        #expect(try stored() == "PK-v1 with its many rows")
        // a complete feed an hour later replaces it
        clock.advance(by: 3_600)
        #expect(try await cache.current().outcome == .downloaded)
        #expect(try stored() == "PK-v3 with its many rows")
    }

    @Test func withNoCopyAFailureIsAnErrorNamingTheURL() async throws {
        transport.script(Self.url, .fail(.timeout))

        await #expect(throws: FeedCacheError.noFeed(url: Self.url, reason: UpstreamError.timeout.description)) {
            try await cache.current()
        }
    }
}
