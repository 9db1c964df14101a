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
