import NextStopCore

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
