import Foundation
import NextStopCore

/// The Caltrain GTFS feed at the path Trillium publishes it (`/gtfs/caltrain-ca-us/caltrain-ca-us.zip`), generated
/// once, with `ETag` and `Last-Modified` and a 304 for a conditional request that already has it.
public struct CaltrainFeedUpstream: SimulatedUpstream {
    /// Where the zip is served, as on Trillium's host.
    public static let path = "/gtfs/caltrain-ca-us/caltrain-ca-us.zip"

    public let pathPrefix = "/gtfs/caltrain-ca-us"
    /// What the feed holds.
    public let summary: CaltrainFeedSummary
    /// The feed itself, which the simulated real-time upstreams run on.
    public let feed: CaltrainFeed
    private let zip: [UInt8]
    private let entityTag: String
    private let lastModified: String

    /// A feed for `configuration`, its random choices drawn from `seed`; `strayQuote` serves it with a stray quote in
    /// `stop_times.txt` (`CaltrainFeed.withStrayQuoteInStopTimes`).
    public init(configuration: CaltrainFeedConfiguration, seed: UInt64 = 1, strayQuote: Bool = false) throws {
        var random = SeededGenerator(seed: seed)
        let generated = try CaltrainFeedGenerator(configuration: configuration).generate(using: &random)
        feed = strayQuote ? generated.withStrayQuoteInStopTimes() : generated
        zip = Array(try feed.zipData())
        summary = feed.summary
        // The bytes follow from the configuration and the seed alone (the zip's entry dates are fixed).
        let version = Int(configuration.versionInstant.timeIntervalSince1970)
        entityTag = "\"caltrain-\(version)-\(seed)-\(zip.count)\""
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "GMT")
        format.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        lastModified = format.string(from: configuration.versionInstant)
    }

    /// A feed whose timetable runs from two months before `now` to ten months after, so it is in force and far from
    /// expiring whenever the simulator starts.
    public static func current(now: Date = Date(), seed: UInt64 = 1, strayQuote: Bool = false) throws
        -> CaltrainFeedUpstream
    {
        var pacific = Calendar(identifier: .gregorian)
        pacific.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        func day(_ offset: Int) -> CaltrainFeedDate {
            let date = pacific.dateComponents([.year, .month, .day], from: now.addingTimeInterval(Double(offset) * 86_400))
            return CaltrainFeedDate(year: date.year!, month: date.month!, day: date.day!)!
        }
        return try CaltrainFeedUpstream(
            configuration: CaltrainFeedConfiguration(firstDay: day(-60), lastDay: day(300)), seed: seed,
            strayQuote: strayQuote)
    }

    public func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        guard request.path == Self.path else { return .notFound }
        let headers = ["ETag": entityTag, "Last-Modified": lastModified]
        if request.headers["if-none-match"] == entityTag || request.headers["if-modified-since"] == lastModified {
            return SimulatorReply(status: 304, body: [], contentType: "application/zip", headers: headers)
        }
        return SimulatorReply(status: 200, body: zip, contentType: "application/zip", headers: headers)
    }
}
