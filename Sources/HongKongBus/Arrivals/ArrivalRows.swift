import NextStopCore

/// An upstream reply's rows by variant, with what selection reads worked out once per reply rather than once per
/// answer: each variant's rows once per (`seq`, `eta_seq`) in reply order, the `seq` values it was reported at, and
/// whether each row is from the timetable.
struct ArrivalRows: Sendable {
    /// One row as selection reads it; a reference, so passing it around retains one object, not each of its texts.
    final class Row: Sendable {
        let arrival: UpstreamArrival
        /// `ArrivalSelection.isScheduled` of the row's remark.
        let isScheduled: Bool

        init(_ arrival: UpstreamArrival) {
            self.arrival = arrival
            isScheduled = ArrivalSelection.isScheduled(arrival.remark)
        }
    }

    /// One variant's rows.
    struct Variant: Sendable {
        /// Rows in reply order, the first of each (`seq`, `eta_seq`) only.
        private(set) var rows: [Row] = []
        /// The distinct `seq` values reported, in reply order.
        private(set) var sequences: [Int] = []

        fileprivate mutating func add(_ arrival: UpstreamArrival) {
            if !sequences.contains(arrival.sequence) { sequences.append(arrival.sequence) }
            let isRepeat = rows.contains {
                $0.arrival.sequence == arrival.sequence && $0.arrival.etaSequence == arrival.etaSequence
            }
            if !isRepeat { rows.append(Row(arrival)) }
        }

        /// The rows of a visit boarding at `positions`: for each, those of the reported `seq` nearest its own
        /// (position + 1), so a renumbered pattern still finds its rows.
        func rows(boardingAt positions: some Collection<Int>) -> LazyFilterSequence<[Row]> {
            let chosen = positions.compactMap { position in
                let expected = position + 1
                return sequences.min { (abs($0 - expected), $0) < (abs($1 - expected), $1) }
            }
            return rows.lazy.filter { chosen.contains($0.arrival.sequence) }
        }
    }

    private let variants: [RouteKey: Variant]

    /// Groups a reply's rows by the variant they report.
    init(_ arrivals: [UpstreamArrival]) {
        var variants: [RouteKey: Variant] = [:]
        for arrival in arrivals {
            let key = RouteKey(
                company: arrival.company, route: arrival.route, direction: arrival.direction,
                serviceType: arrival.serviceType)
            variants[key, default: Variant()].add(arrival)
        }
        self.variants = variants
    }

    /// Every row of the reply, each (`seq`, `eta_seq`) of a variant once.
    var arrivals: [UpstreamArrival] { variants.values.flatMap { $0.rows.map(\.arrival) } }

    /// The rows of a variant; nil when the reply has none.
    subscript(key: RouteKey) -> Variant? { variants[key] }
}
