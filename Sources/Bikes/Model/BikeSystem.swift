import Foundation

/// One bike-share system a server serves: London's TfL docks, or any system publishing GBFS. Its `id` names it in
/// addresses (`/bikes/{id}`, `/gbfs/{id}`) and in favourites; its feed holds the docks its one poller keeps current.
public struct BikeSystem: Sendable {
    /// London's docks, read from TfL's BikePoint API.
    public static let londonID = "london"
    /// Words an id may not be, because the first system's pages and API answer at `/bikes/<word>` too.
    public static let reservedIDs: Set<String> = ["about", "docks", "favourites", "map", "near", "search", "watch"]

    public var id: String
    /// The name riders know it by, like "Oslo Bysykkel".
    public var name: String
    /// Where its counts come from, as its errors name it ("TfL", "Oslo Bysykkel's GBFS feed").
    public var source: String
    /// The time zone it runs in.
    public var timeZone: TimeZone
    /// Who runs it, and its website, when known.
    public var operatorName: String?
    public var website: String?
    public var feed: DockFeed

    public init(
        id: String, name: String, source: String, timeZone: TimeZone, operatorName: String? = nil,
        website: String? = nil, feed: DockFeed
    ) {
        self.id = id
        self.name = name
        self.source = source
        self.timeZone = timeZone
        self.operatorName = operatorName
        self.website = website
        self.feed = feed
    }

    /// The system its favourites are saved under.
    public var favouritesKey: String { Self.favouritesKey(id) }

    /// The system the favourites of the bike system `id` are saved under: `<id>-bikes`, so London's are
    /// `london-bikes`, as they were before there were others.
    public static func favouritesKey(_ id: String) -> String { "\(id)-bikes" }

    /// Whether `id` may name a system: 1 to 32 lower-case letters, digits and inner hyphens, and no reserved word.
    public static func isValidID(_ id: String) -> Bool {
        guard (1...32).contains(id.count), !reservedIDs.contains(id), id.first != "-", id.last != "-" else { return false }
        return id.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
