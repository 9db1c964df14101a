import NextStopCore

/// Identifies one route variant: operator, route number, direction and service type (`KMB:1:O:1`).
public struct RouteKey: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var company: Company
    public var route: String
    public var direction: Direction
    /// KMB's service type; 1 is the regular service, 2–9 special departures. Citybus has only 1.
    public var serviceType: Int

    public init(company: Company, route: String, direction: Direction, serviceType: Int) {
        self.company = company
        self.route = route
        self.direction = direction
        self.serviceType = serviceType
    }

    /// Parses the `KMB:1:O:1` form.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 4,
            let company = Company(rawValue: String(parts[0])),
            !parts[1].isEmpty,
            let direction = Direction(rawValue: String(parts[2])),
            let serviceType = Int(parts[3])
        else { return nil }
        self.init(company: company, route: String(parts[1]), direction: direction, serviceType: serviceType)
    }

    public var description: String { "\(company.rawValue):\(route):\(direction.rawValue):\(serviceType)" }

    /// By operator, route number as people read it, direction and service type.
    public static func < (lhs: RouteKey, rhs: RouteKey) -> Bool {
        if lhs.company != rhs.company { return lhs.company < rhs.company }
        // Equal texts are equal numbers, so only different ones are worth parsing.
        if lhs.route != rhs.route { return RouteNumber(lhs.route) < RouteNumber(rhs.route) }
        return (lhs.direction, lhs.serviceType) < (rhs.direction, rhs.serviceType)
    }
}
