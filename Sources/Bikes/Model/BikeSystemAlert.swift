import Foundation

/// What a bike system says of itself (GBFS's `system_alerts`): a station closed for works, a system-wide outage.
public struct BikeSystemAlert: Sendable, Hashable {
    /// When an alert applies; an open end is nil.
    public struct Period: Sendable, Hashable {
        public var start: Date?
        public var end: Date?

        public init(start: Date?, end: Date?) {
            self.start = start
            self.end = end
        }

        func contains(_ instant: Date) -> Bool { (start ?? .distantPast) <= instant && instant < (end ?? .distantFuture) }
    }

    public var id: String
    public var summary: String
    public var description: String?
    /// The stations it concerns; empty for the whole system.
    public var stationIDs: [String]
    /// When it applies; none is always.
    public var periods: [Period]

    public init(id: String, summary: String, description: String?, stationIDs: [String], periods: [Period]) {
        self.id = id
        self.summary = summary
        self.description = description
        self.stationIDs = stationIDs
        self.periods = periods
    }

    /// When its last period ends; nil when it has none, or one without an end.
    public var endsAt: Date? {
        guard !periods.isEmpty, !periods.contains(where: { $0.end == nil }) else { return nil }
        return periods.compactMap(\.end).max()
    }

    /// Whether it applies at `instant`.
    public func isActive(at instant: Date) -> Bool { periods.isEmpty || periods.contains { $0.contains(instant) } }
}
