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
