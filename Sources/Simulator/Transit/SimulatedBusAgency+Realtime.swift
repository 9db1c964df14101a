import Foundation
import GTFS

/// What Peninsula Bus's GTFS-Realtime says at a moment: its trips from half an hour ahead to those still running,
/// each a few minutes late or early as the seed draws it, about one in twenty cancelled, one in thirteen skipping a
/// stop, and an extra trip on route 10 each hour (`ADDED`); a bus for each trip under way; a stop moved on route 20
/// and a notice for each cancelled trip. Written by hand in the GTFS-Realtime 2.0 wire format
/// (gtfs-realtime.proto's field numbers), so a reader is tested against bytes it did not write.
extension SimulatedBusAgency {
    /// A trip of the timetable on a service day, and what the agency says of it.
    struct Run {
        var trip: Trip
        var date: ServiceDate
        /// The service day's noon minus 12 hours, from which GTFS counts times.
        var dayStart: Date
        var delay: Int
        var cancelled: Bool
        /// The stop it will not call at, if any.
        var skipped: Int?

        func instant(atStop index: Int) -> Date { dayStart.addingTimeInterval(Double(trip.time(atStop: index))) }
    }

    /// The timetabled trips that run from half an hour before `now` on, and have not ended two minutes ago.
    func runs(at now: Date) -> [Run] {
        let today = localDate(of: now)
        return [today.adding(days: -1), today].flatMap { date -> [Run] in
            let dayStart = Self.dayStart(of: date)
            return trips.compactMap { trip in
                let start = dayStart.addingTimeInterval(Double(trip.start))
                let end = dayStart.addingTimeInterval(Double(trip.end))
                guard start <= now.addingTimeInterval(1_800), end >= now.addingTimeInterval(-120) else { return nil }
                let draw = StableHash.value(seed: seed, trip.id, date.gtfsString)
                return Run(
                    trip: trip, date: date, dayStart: dayStart, delay: Int(draw % 9) * 60 - 60 + Int(draw >> 8 % 30),
                    cancelled: draw >> 16 % 20 == 0, skipped: draw >> 24 % 13 == 0 ? 6 : nil)
            }
        }
    }

    /// The trip updates: each run's next stop with its delay and time (later stops take the delay from it), a
    /// skipped stop marked SKIPPED, a cancelled run CANCELED with no stops, and the hour's added trip in full.
    public func tripUpdates(at now: Date) -> [UInt8] {
        var feed = header(at: now)
        for run in runs(at: now) {
            feed.message(2) { entity in
                entity.string(1, "\(run.trip.id)-\(run.date.gtfsString)")
                entity.message(3) { update in
                    update.message(1) { descriptor(&$0, run, relationship: run.cancelled ? 3 : 0) }
                    guard !run.cancelled else { return }
                    let next =
                        run.trip.stops.indices.first { run.instant(atStop: $0).addingTimeInterval(Double(run.delay)) >= now }
                        ?? run.trip.stops.count - 1
                    update.message(2) { stop in
                        stop.varint(1, UInt64(next + 1))
                        let expected = run.instant(atStop: next).addingTimeInterval(Double(run.delay))
                        stop.message(2) { event(&$0, delay: run.delay, at: expected) }
                        stop.message(3) { event(&$0, delay: run.delay, at: expected) }
                        stop.string(4, run.trip.stops[next].id)
                    }
                    if let skipped = run.skipped, skipped > next {
                        update.message(2) { stop in
                            stop.varint(1, UInt64(skipped + 1))
                            stop.string(4, run.trip.stops[skipped].id)
                            stop.varint(5, 1)
                        }
                    }
                }
            }
        }
        feed.message(2) { write(addedTrip(at: now), into: &$0) }
        return feed.bytes
    }

    /// The hour's extra run on route 10 outwards, leaving the hub at six past: not in the timetable, so named
    /// `added-<date>-<hour>` and given every stop's time.
    func addedTrip(at now: Date) -> Run {
        let date = localDate(of: now)
        let dayStart = Self.dayStart(of: date)
        let hour = Int(now.timeIntervalSince(dayStart)) / 3_600
        let trip = Trip(id: "added-\(date.gtfsString)-\(hour)", route: routes[0], direction: 0, start: hour * 3_600 + 360)
        return Run(trip: trip, date: date, dayStart: dayStart, delay: 0, cancelled: false, skipped: nil)
    }

    private func write(_ added: Run, into entity: inout ProtobufWriter) {
        entity.string(1, added.trip.id)
        entity.message(3) { update in
            update.message(1) { descriptor(&$0, added, relationship: 1) }
            for index in added.trip.stops.indices {
                update.message(2) { stop in
                    stop.varint(1, UInt64(index + 1))
                    stop.message(2) { event(&$0, delay: nil, at: added.instant(atStop: index)) }
                    stop.message(3) { event(&$0, delay: nil, at: added.instant(atStop: index)) }
                    stop.string(4, added.trip.stops[index].id)
                }
            }
        }
    }

    func header(at now: Date) -> ProtobufWriter {
        var feed = ProtobufWriter()
        feed.message(1) { header in
            header.string(1, "2.0")
            header.varint(2, 0)
            header.varint(3, UInt64(now.timeIntervalSince1970))
        }
        return feed
    }

    func descriptor(_ trip: inout ProtobufWriter, _ run: Run, relationship: UInt64) {
        trip.string(1, run.trip.id)
        trip.string(3, run.date.gtfsString)
        trip.varint(4, relationship)
        trip.string(5, run.trip.route.id)
        trip.varint(6, UInt64(run.trip.direction))
    }

    private func event(_ event: inout ProtobufWriter, delay: Int?, at time: Date) {
        if let delay { event.signed(1, delay) }
        event.signed(2, Int(time.timeIntervalSince1970))
    }

    func localDate(of instant: Date) -> ServiceDate {
        ServiceDate(dayNumber: Self.clock.localDayNumber(of: instant))
    }

    static func dayStart(of date: ServiceDate) -> Date {
        clock.instant(dayNumber: date.dayNumber, seconds: 0)
    }
}
