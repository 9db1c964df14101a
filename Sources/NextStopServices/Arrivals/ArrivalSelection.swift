import Foundation
import NextStopCore

/// Turns an operator's raw arrival rows into the departures of the variants calling at a stop.
///
/// Pure functions of the rows, the variants and the time, so every rule is testable without a network.
public enum ArrivalSelection {
    /// The departures that `rows` give for the variants of `visits` at `stopID`, in display order.
    ///
    /// Rows for a route, direction or service type with no visit are dropped, so the same rows can be read for
    /// every variant at the stop (KMB's `/stop-eta`) or for one route (Citybus's `/eta`, both directions).
    public static func departures(
        from rows: [UpstreamArrival], visits: [StopVisit], atStop stopID: String, fetchedAt: Date, now: Date
    ) -> [Departure] {
        let departures = visits.flatMap { visit in
            shownRows(of: selectedRows(for: visit, in: rows), now: now).map { row in
                departure(row, variant: visit.route, stopID: stopID, fetchedAt: fetchedAt, now: now)
            }
        }
        return sorted(departures)
    }

    /// The rows of one variant at its stop: for each visit, those of the reported `seq` nearest the visit's
    /// position, once per `eta_seq`, in reply order.
    ///
    /// `/stop-eta` reports a stop visited twice under several `seq` values, and a Citybus terminus both directions
    /// (API-NOTES §KMB 4, §Citybus 5); the nearest `seq`, not an exact one, survives a renumbered pattern.
    public static func selectedRows(for visit: StopVisit, in rows: [UpstreamArrival]) -> [UpstreamArrival] {
        let key = visit.route.key
        let candidates = rows.filter {
            $0.company == key.company && $0.route == key.route && $0.direction == key.direction
                && $0.serviceType == key.serviceType
        }
        let reported = Set(candidates.map(\.sequence))
        let chosen = Set(expectedSequences(of: visit).compactMap { nearest(to: $0, among: reported) })
        var seen: Set<[Int]> = []
        return candidates.filter { chosen.contains($0.sequence) && seen.insert([$0.sequence, $0.etaSequence]).inserted }
    }

    /// The operator's `seq` values (position + 1) at which a passenger can board the variant at the stop.
    ///
    /// A loop ends where it starts; at that stop its last position is where buses finish, so only the first counts.
    public static func expectedSequences(of visit: StopVisit) -> [Int] {
        let lastPosition = visit.route.stopIDs.count - 1
        let boarding = visit.positions.filter { position in
            !(visit.route.isCircular && position == lastPosition && visit.positions.contains(0))
        }
        return boarding.map { $0 + 1 }
    }

    /// The rows a passenger is shown: times more than a minute past are dropped; when any row has a time,
    /// remark-only rows are dropped, otherwise they are kept so "final bus departed" still shows.
    public static func shownRows(of rows: [UpstreamArrival], now: Date) -> [UpstreamArrival] {
        let current = rows.filter { row in
            row.eta.map { $0.timeIntervalSince(now) >= -Departure.pastGrace } ?? true
        }
        guard current.contains(where: { $0.eta != nil }) else { return current }
        return current.filter { $0.eta != nil }
    }

    /// Departures by time, those without one last, then by route number, variant and `eta_seq`.
    public static func sorted(_ departures: [Departure]) -> [Departure] {
        departures.sorted { lhs, rhs in
            switch (lhs.eta, rhs.eta) {
            case let (left?, right?) where left != right: return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            if lhs.route != rhs.route { return RouteNumber(lhs.route) < RouteNumber(rhs.route) }
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            return lhs.etaSequence < rhs.etaSequence
        }
    }

    /// Whether a remark marks a time taken from the timetable rather than a tracked bus (API-NOTES §KMB 3).
    public static func isScheduled(_ remark: LocalizedText) -> Bool {
        remark.tc.contains("原定班次") || remark.en.localizedCaseInsensitiveContains("scheduled bus")
    }

    private static func nearest(to sequence: Int, among reported: Set<Int>) -> Int? {
        reported.min { (abs($0 - sequence), $0) < (abs($1 - sequence), $1) }
    }

    private static func departure(
        _ row: UpstreamArrival, variant: RouteVariant, stopID: String, fetchedAt: Date, now: Date
    ) -> Departure {
        Departure(
            key: variant.key,
            stopID: stopID,
            destination: row.destination.isEmpty ? variant.destination : row.destination,
            remark: row.remark,
            eta: row.eta,
            minutes: Departure.minutes(until: row.eta, from: now),
            isScheduled: isScheduled(row.remark),
            etaSequence: row.etaSequence,
            upstreamTimestamp: row.dataTimestamp,
            fetchedAt: fetchedAt
        )
    }
}
