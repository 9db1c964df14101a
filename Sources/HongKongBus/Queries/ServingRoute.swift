import NextStopCore

/// A route number of one operator, as a stop lists the routes that call at it.
public struct ServingRoute: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var company: Company
    public var route: String

    public init(company: Company, route: String) {
        self.company = company
        self.route = route
    }

    public var description: String { "\(company.rawValue) \(route)" }

    /// Route numbers as people read them, then operator.
    public static func < (lhs: ServingRoute, rhs: ServingRoute) -> Bool {
        (RouteNumber(lhs.route), lhs.company) < (RouteNumber(rhs.route), rhs.company)
    }
}
