import NextStopCore

/// One route variant's identity and ends, as every answer names a route.
public struct RouteJSON: Sendable, Hashable, JSONWritable {
    /// `KMB:1:O:1`: operator, route number, direction, service type.
    public var key: String
    public var company: String
    public var route: String
    /// `O` outbound or `I` inbound.
    public var direction: String
    public var serviceType: Int
    /// True for KMB service types other than 1.
    public var special: Bool
    public var origin: LocalizedText
    public var destination: LocalizedText

    public init(key: RouteKey, origin: LocalizedText, destination: LocalizedText) {
        self.key = key.description
        company = key.company.rawValue
        route = key.route
        direction = key.direction.rawValue
        serviceType = key.serviceType
        special = key.serviceType != 1
        self.origin = origin
        self.destination = destination
    }

    public init(_ route: RouteVariant) { self.init(key: route.key, origin: route.origin, destination: route.destination) }

    public init(_ summary: RouteSummary) { self.init(key: summary.key, origin: summary.origin, destination: summary.destination) }

    /// Writes the variant's identity and ends.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", company)
            object.member("destination", destination)
            object.member("direction", direction)
            object.member("key", key)
            object.member("origin", origin)
            object.member("route", route)
            object.member("service_type", serviceType)
            object.member("special", special)
        }
    }
}
