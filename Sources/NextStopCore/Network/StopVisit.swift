/// A route variant calling at a stop, at one or more positions of its pattern (a loop may call twice).
public struct StopVisit: Sendable, Hashable {
    public var route: RouteVariant
    /// 0-based indexes into `route.stopIDs`; the operators' `seq` is the index plus one.
    public var positions: [Int]

    public init(route: RouteVariant, positions: [Int]) {
        self.route = route
        self.positions = positions
    }
}
