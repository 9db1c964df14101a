import Foundation
import HongKongBus
import NextStopCore

extension SyntheticNetwork {
    /// The timetable the simulator uses for a variant.
    public func timetable(for key: RouteKey) -> SimulatedTimetable { SimulatedTimetable(key: key, seed: seed) }

    /// The arrivals the simulator reports at `position` (0-based) of a variant at time `now`.
    public func arrivals(for variant: RouteVariant, position: Int, at now: Date) -> [SimulatedArrival] {
        timetable(for: variant.key).arrivals(atPosition: position, now: now)
    }
}
