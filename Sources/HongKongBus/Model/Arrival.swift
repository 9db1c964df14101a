import Foundation
import NextStopCore

/// One bus expected at a stop, normalised from either operator's arrival rows.
///
/// `minutes` is whole minutes from the moment the answer was made, rounded down. It is nil when there is no time
/// (a remark-only row) and when the time passed less than a minute ago, which is shown as "-" rather than a
/// negative number (API-NOTES, "How the best open-source projects use these"); older times are never reported.
/// Staleness belongs to the answer that carries the arrival, not to the arrival.
public struct Arrival: Sendable, Hashable, Codable {
    /// The variant the bus runs: operator, route number, direction and service type.
    public var key: RouteKey
    /// The stop the time is for; for a joint route it may be the other operator's stop beside the one asked about.
    public var stopID: String
    public var destination: LocalizedText
    /// Empty for a tracked bus; otherwise "Scheduled Bus", "Final Bus", "ETA service suspended" and so on.
    public var remark: LocalizedText
    /// Nil after the final bus and while ETAs are suspended; the remark then says why.
    public var eta: Date?
    /// Whole minutes until `eta`, rounded down; nil without a time or for a time that has just passed.
    public var minutes: Int?
    /// True when the time comes from the timetable (原定班次, Scheduled Bus) rather than a tracked bus.
    public var isScheduled: Bool
    /// 1, 2, 3 … for the next, second and third bus, as the operator numbers them.
    public var etaSequence: Int
    /// When the operator produced the row, if it said.
    public var upstreamTimestamp: Date?
    /// When the row was fetched from the operator.
    public var fetchedAt: Date

    /// An arrival with every field given.
    public init(
        key: RouteKey, stopID: String, destination: LocalizedText, remark: LocalizedText, eta: Date?, minutes: Int?,
        isScheduled: Bool, etaSequence: Int, upstreamTimestamp: Date?, fetchedAt: Date
    ) {
        self.key = key
        self.stopID = stopID
        self.destination = destination
        self.remark = remark
        self.eta = eta
        self.minutes = minutes
        self.isScheduled = isScheduled
        self.etaSequence = etaSequence
        self.upstreamTimestamp = upstreamTimestamp
        self.fetchedAt = fetchedAt
    }

    /// The route number.
    public var route: String { key.route }
    /// The operator.
    public var company: Company { key.company }
    /// The direction of travel.
    public var direction: Direction { key.direction }
    /// KMB's service type; always 1 for Citybus.
    public var serviceType: Int { key.serviceType }
    /// True when the operator gave no time, only a remark.
    public var isRemarkOnly: Bool { eta == nil }
    /// True when the time passed less than a minute ago: shown as "-".
    public var hasJustPassed: Bool { eta != nil && minutes == nil }
    /// True for a bus the operator is tracking: it has a time and is not from the timetable.
    public var isTracked: Bool { eta != nil && !isScheduled }

    /// How long a time may lie in the past and still be shown, as "-".
    public static let pastGrace: Double = 60

    /// Whole minutes from `now` until `eta`, rounded down; nil for no time or one in the past.
    public static func minutes(until eta: Date?, from now: Date) -> Int? {
        guard let eta else { return nil }
        let seconds = eta.timeIntervalSince(now)
        return seconds < 0 ? nil : Int((seconds / 60).rounded(.down))
    }
}
