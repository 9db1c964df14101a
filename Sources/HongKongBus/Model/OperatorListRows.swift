import NextStopCore

/// A route variant as an operator's route list describes it, before its stops are known.
public struct RouteSummary: Sendable, Hashable {
    public var key: RouteKey
    public var origin: LocalizedText
    public var destination: LocalizedText

    public init(key: RouteKey, origin: LocalizedText, destination: LocalizedText) {
        self.key = key
        self.origin = origin
        self.destination = destination
    }
}

/// One row of an operator's route-stop list: the stop at position `sequence` of a variant.
public struct RouteStopRow: Sendable, Hashable {
    public var key: RouteKey
    public var sequence: Int
    public var stopID: String

    public init(key: RouteKey, sequence: Int, stopID: String) {
        self.key = key
        self.sequence = sequence
        self.stopID = stopID
    }
}
