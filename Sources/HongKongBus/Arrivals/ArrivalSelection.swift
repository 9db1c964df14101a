import Foundation
import NextStopCore

/// Turns an operator's raw arrival rows into the arrivals of the variants calling at a stop.
///
/// Pure functions of the rows, the variants and the time, so every rule is testable without a network.
public enum ArrivalSelection {
    /// The arrivals that `rows` give for the variants of `visits` at `stopID`, in display order.
    ///
    /// Rows for a route, direction or service type with no visit are dropped, so the same rows can be read for
    /// every variant at the stop (KMB's `/stop-eta`) or for one route (Citybus's `/eta`, both directions).
    public static func arrivals(
        from rows: [UpstreamArrival], visits: [RouteStopPositions], atStop stopID: String, fetchedAt: Date, now: Date
    ) -> [Arrival] {
        arrivals(
            from: ArrivalRows(rows), visits: visits.lazy.map(VisitedVariant.init), atStop: stopID, fetchedAt: fetchedAt,
            now: now)
    }

    /// `departures(from:visits:atStop:fetchedAt:now:)` on rows already grouped by variant.
    static func arrivals(
        from rows: ArrivalRows, visits: some Sequence<VisitedVariant>, atStop stopID: String, fetchedAt: Date, now: Date
    ) -> [Arrival] {
        var arrivals: [Arrival] = []
        for visit in visits {
            guard let variant = rows[visit.key] else { continue }
            let selected = variant.rows(boardingAt: visit.boardingPositions)
            let hasTime = selected.contains { $0.arrival.eta != nil && isCurrent($0.arrival, now: now) }
            for row in selected where isShown(row.arrival, now: now, whenAnyHasTime: hasTime) {
                arrivals.append(arrival(row, of: visit, stopID: stopID, fetchedAt: fetchedAt, now: now))
            }
        }
        arrivals = withoutContradictions(arrivals, now: now)
        sort(&arrivals)
        return arrivals
    }

    /// What a rider reads as one list per route and destination (a joint route's two operators and a route's service
    /// types alike): a bus that has just left only when no other is coming, a remark without a time (such as "final
    /// bus departed") only when none has a time, and each time with its remark once.
    ///
    /// A stop's arrivals are few, so lines are told apart by comparing with each line seen so far rather than by
    /// building and hashing a key per arrival (that took 7 % of the time of a nearby answer with arrivals).
    static func withoutContradictions(_ arrivals: [Arrival], now: Date) -> [Arrival] {
        var lineHeads: [Arrival] = []
        let lines = arrivals.map { arrival in
            if let line = lineHeads.firstIndex(where: { isSameLine($0, arrival) }) { return line }
            lineHeads.append(arrival)
            return lineHeads.count - 1
        }
        var coming = Array(repeating: false, count: lineHeads.count)
        var timed = coming
        for (arrival, line) in zip(arrivals, lines) {
            guard let eta = arrival.eta else { continue }
            timed[line] = true
            if eta >= now { coming[line] = true }
        }
        var kept: [(arrival: Arrival, line: Int)] = []
        for (arrival, line) in zip(arrivals, lines) {
            if let eta = arrival.eta, eta < now, coming[line] { continue }
            if arrival.eta == nil, timed[line] { continue }
            let isRepeat = kept.contains {
                $0.line == line && $0.arrival.eta == arrival.eta && $0.arrival.remark.en == arrival.remark.en
            }
            if !isRepeat { kept.append((arrival, line)) }
        }
        return kept.map(\.arrival)
    }

    /// Whether a rider reads two arrivals under one line: the same route number and destination, whatever the case.
    private static func isSameLine(_ one: Arrival, _ other: Arrival) -> Bool {
        guard one.key.route == other.key.route else { return false }
        return one.destination.en == other.destination.en
            || one.destination.en.lowercased() == other.destination.en.lowercased()
    }

    /// The rows of one variant at its stop: for each visit, those of the reported `seq` nearest the visit's
    /// position, once per `eta_seq`, in reply order.
    ///
    /// `/stop-eta` reports a stop visited twice under several `seq` values, and a Citybus terminus both directions
    /// (API-NOTES §KMB 4, §Citybus 5); the nearest `seq`, not an exact one, survives a renumbered pattern.
    public static func selectedRows(for visit: RouteStopPositions, in rows: [UpstreamArrival]) -> [UpstreamArrival] {
        let variant = ArrivalRows(rows)[visit.route.key]
        return variant.map { Array($0.rows(boardingAt: visit.boardingPositions).map(\.arrival)) } ?? []
    }

    /// The operator's `seq` values (position + 1) at which a passenger can board the variant at the stop.
    ///
    /// A loop ends where it starts; at that stop its last position is where buses finish, so only the first counts.
    public static func expectedSequences(of visit: RouteStopPositions) -> [Int] { visit.boardingPositions.map { $0 + 1 } }

    /// The rows a passenger is shown: times more than a minute past are dropped; when any row has a time,
    /// remark-only rows are dropped, otherwise they are kept so "final bus departed" still shows.
    public static func shownRows(of rows: [UpstreamArrival], now: Date) -> [UpstreamArrival] {
        let hasTime = rows.contains { $0.eta != nil && isCurrent($0, now: now) }
        return rows.filter { isShown($0, now: now, whenAnyHasTime: hasTime) }
    }

    /// Arrivals by time, those without one last, then by route number, variant and `eta_seq`.
    public static func sorted(_ arrivals: [Arrival]) -> [Arrival] {
        var arrivals = arrivals
        sort(&arrivals)
        return arrivals
    }

    /// Whether a remark marks a time taken from the timetable rather than a tracked bus (API-NOTES §KMB 3).
    public static func isScheduled(_ remark: LocalizedText) -> Bool {
        remark.tc.contains("原定班次") || remark.en.localizedCaseInsensitiveContains("scheduled bus")
    }

    /// True unless the row's time is more than a minute past.
    private static func isCurrent(_ row: UpstreamArrival, now: Date) -> Bool {
        row.eta.map { $0.timeIntervalSince(now) >= -Arrival.pastGrace } ?? true
    }

    /// `shownRows`' rule for one row, given whether any current row of the variant has a time.
    private static func isShown(_ row: UpstreamArrival, now: Date, whenAnyHasTime hasTime: Bool) -> Bool {
        isCurrent(row, now: now) && (row.eta != nil || !hasTime)
    }

    private static func arrival(
        _ row: ArrivalRows.Row, of visit: VisitedVariant, stopID: String, fetchedAt: Date, now: Date
    ) -> Arrival {
        let arrival = row.arrival
        return Arrival(
            key: visit.key,
            stopID: stopID,
            destination: arrival.destination.isEmpty ? visit.destination : arrival.destination,
            remark: arrival.remark,
            eta: arrival.eta,
            minutes: Arrival.minutes(until: arrival.eta, from: now),
            isScheduled: row.isScheduled,
            etaSequence: arrival.etaSequence,
            upstreamTimestamp: arrival.dataTimestamp,
            fetchedAt: fetchedAt
        )
    }
}
