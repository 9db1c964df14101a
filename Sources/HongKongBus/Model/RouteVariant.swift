import NextStopCore

/// One direction and service type of a route, with its stops in travel order.
///
/// Position in `stopIDs`, not stop id, identifies a stop on the pattern: circular routes end where they
/// start and some patterns visit a stop twice (API-NOTES §KMB 7).
public struct RouteVariant: Sendable, Hashable, Codable {
    public var key: RouteKey
    public var origin: LocalizedText
    public var destination: LocalizedText
    public var stopIDs: [String]

    public init(key: RouteKey, origin: LocalizedText, destination: LocalizedText, stopIDs: [String]) {
        self.key = key
        self.origin = origin
        self.destination = destination
        self.stopIDs = stopIDs
    }

    public var company: Company { key.company }
    public var route: String { key.route }
    public var direction: Direction { key.direction }
    public var serviceType: Int { key.serviceType }
    /// KMB service types other than 1 are special departures.
    public var isSpecialDeparture: Bool { key.serviceType != 1 }
    /// True when the last stop is the first one.
    public var isCircular: Bool { stopIDs.count > 1 && stopIDs.first == stopIDs.last }
}
