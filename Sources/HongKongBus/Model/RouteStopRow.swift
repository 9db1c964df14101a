import NextStopCore

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
