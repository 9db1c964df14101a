import Foundation
import GTFS

/// Everything Caltrain reads, simulated on one generated timetable: the GTFS feed, 511 (real-time and alerts),
/// Open-Meteo and Ticketmaster, each at its real paths.
public struct CaltrainSimulation: Sendable {
    /// The key the simulated 511 accepts unless told otherwise.
    public static let fiveOneOneKey = "simulated-511-key"
    /// The key the simulated Ticketmaster accepts.
    public static let ticketmasterKey = "simulated-ticketmaster-key"

    /// The GTFS feed upstream.
    public let feed: CaltrainFeedUpstream
    /// Every upstream, the feed's included, for `SimulatorServer`.
    public let upstreams: [any SimulatedUpstream]

    /// A timetable in force around `now`, its feed served with a stray quote when `strayQuote`, and 511 behaving as
    /// `fiveOneOne` says; random choices from `seed`.
    public init(
        now: Date = Date(), seed: UInt64 = 1, strayQuote: Bool = false,
        fiveOneOne: FiveOneOneSimulatedUpstream.Options = .init(key: CaltrainSimulation.fiveOneOneKey)
    ) throws {
        let feed = try CaltrainFeedUpstream.current(now: now, seed: seed, strayQuote: strayQuote)
        self.init(feed: feed, timetable: try GTFSFeed(files: feed.feed.files), seed: seed, fiveOneOne: fiveOneOne)
    }

    /// The upstreams on a feed generated before (`timetable` is `feed` loaded), so that many simulations can share
    /// the cost of generating one.
    public init(
        feed: CaltrainFeedUpstream, timetable: GTFSFeed, seed: UInt64 = 1,
        fiveOneOne: FiveOneOneSimulatedUpstream.Options = .init(key: CaltrainSimulation.fiveOneOneKey)
    ) {
        self.feed = feed
        upstreams = [
            feed, FiveOneOneSimulatedUpstream(feed: timetable, seed: seed, options: fiveOneOne),
            OpenMeteoSimulatedUpstream(seed: seed), TicketmasterSimulatedUpstream(key: Self.ticketmasterKey, seed: seed),
        ]
    }

    /// Where a simulator at `root` serves these upstreams: the GTFS feed, 511, Open-Meteo and Ticketmaster.
    public static func addresses(under root: URL) -> (gtfsFeed: URL, fiveOneOne: URL, openMeteo: URL, ticketmaster: URL) {
        let base = root.absoluteString.hasSuffix("/") ? String(root.absoluteString.dropLast()) : root.absoluteString
        let url = { (path: String) in URL(string: base + path) ?? root }
        return (url(CaltrainFeedUpstream.path), url("/transit"), url("/v1"), root)
    }
}
