import Foundation
import GTFS
import LiveTransport
import NextStopCore

/// A GTFS feed as the command line names it: a zip or a folder on disk, read as it is, or an http(s) URL, kept in the
/// data directory by a `FeedCache` (checked at most once a day, the last good copy served when the check fails).
struct GTFSFeedSource: Sendable {
    let text: String

    /// A feed that loaded, and what the caller should be told about where it came from.
    struct Loaded: Sendable {
        var feed: GTFSFeed
        /// Set when the copy served is older than wished, because a check of the upstream failed.
        var notice: String?
    }

    /// Loads the feed; a URL's copy lives in `DATA/gtfs/<name>/`. Throws `FeedLoadError.emptyTable` for a feed whose
    /// timetable is empty, which would otherwise answer every question with nothing.
    func load(name: String, dataDirectory: URL, transport: any HTTPTransport = AsyncHTTPTransport()) async throws -> Loaded {
        guard let cache = cache(name: name, dataDirectory: dataDirectory, transport: transport) else {
            let feed = try GTFSFeed(contentsOf: URL(fileURLWithPath: text))
            try feed.requireTimetable()
            return Loaded(feed: feed)
        }
        let result = try await cache.current()
        var notice: String?
        if case .keptAfterFailure(let reason) = result.outcome {
            let since = result.state.downloadedAt.map { " (downloaded \($0.formatted(.iso8601)))" } ?? ""
            notice = "could not refresh the feed from \(cache.url.absoluteString): \(reason); using the last good copy\(since)"
        }
        return Loaded(feed: try GTFSFeed(contentsOf: result.file), notice: notice)
    }

    /// The cache keeping a URL's copy in `DATA/gtfs/<name>/` (a new file replaces the last good one only when it loads
    /// as a feed about as complete: `GTFSFeed.replacementRule`), or nil when the feed is a file or folder on disk.
    func cache(name: String, dataDirectory: URL, transport: any HTTPTransport = AsyncHTTPTransport()) -> FeedCache? {
        guard let url else { return nil }
        return FeedCache(
            url: url, folder: dataDirectory.appendingPathComponent("gtfs").appendingPathComponent(name),
            transport: transport, rule: GTFSFeed.replacementRule(name: name)
        ) { file in try GTFSFeed(contentsOf: file).counts }
    }
}

extension GTFSFeedSource {
    /// The feed's http(s) URL; nil for a file or folder on disk.
    var url: URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return nil
        }
        return url
    }
}

/// Where the Caltrain timetable comes from: `--gtfs PATH|URL`, else `NEXTSTOP_CALTRAIN_GTFS_URL`, else the feed
/// Trillium publishes for Caltrain.
enum CaltrainFeedSetting {
    static func source(flag: String?, environment: Environment = Environment()) -> GTFSFeedSource {
        GTFSFeedSource(text: flag ?? environment[.caltrainGTFSURL] ?? Setting.caltrainGTFSURL.fallback)
    }
}

extension GTFSFeed {
    /// The instant an `--at` flag names (ISO 8601, with an offset or in the agency's time zone), or now without one.
    func instant(atFlag text: String?) throws -> Date {
        guard let text else { return Date() }
        guard let instant = instant(parsing: text) else {
            throw CLIError("--at must be an ISO 8601 date-time such as 2026-11-25T08:00, got \"\(text)\"")
        }
        return instant
    }
}
