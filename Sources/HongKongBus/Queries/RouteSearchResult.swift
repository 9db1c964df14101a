import NextStopCore

/// The routes whose number starts with a prefix, and the keys that can extend it.
public struct RouteSearchResult: Sendable, Hashable {
    /// The prefix as matched: trimmed and upper-cased.
    public var prefix: String
    /// Matching routes in reading order (1, 1A, 2, 10, 101, N8), one group per route number and operator.
    public var groups: [RouteGroup]
    /// The characters that can follow the prefix and still lead to a route: digits, then letters.
    public var nextKeys: [Character]

    public init(prefix: String, groups: [RouteGroup], nextKeys: [Character]) {
        self.prefix = prefix
        self.groups = groups
        self.nextKeys = nextKeys
    }
}
