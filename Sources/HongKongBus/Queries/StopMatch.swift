import NextStopCore

/// A stop found by a search, with how it matched and the routes calling at it.
public struct StopMatch: Sendable, Hashable {
    public var stop: Stop
    public var kind: StopMatchKind
    /// The language of the name that matched; nil for a stop-code match.
    public var language: Language?
    /// The route numbers calling at the stop, each operator's once, in reading order.
    public var routes: [ServingRoute]

    public init(stop: Stop, kind: StopMatchKind, language: Language?, routes: [ServingRoute]) {
        self.stop = stop
        self.kind = kind
        self.language = language
        self.routes = routes
    }
}

/// How a stop matched a search, best first.
public enum StopMatchKind: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// The query is the stop's code (`WT916`, API-NOTES §KMB 9).
    case stopCode
    /// A name starts with the query.
    case namePrefix
    /// A word of a name starts with the query.
    case wordPrefix
    /// A name contains the query elsewhere.
    case substring

    public static func < (lhs: StopMatchKind, rhs: StopMatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
