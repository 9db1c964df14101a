import Foundation
import GTFS

/// Peninsula Bus's vehicle positions and alerts at a moment, in the GTFS-Realtime wire format.
extension SimulatedBusAgency {
    /// A bus for each run under way and not cancelled: between the stops it left and heads to at its delay,
    /// `IN_TRANSIT_TO` the next one, numbered from its trip.
    public func vehiclePositions(at now: Date) -> [UInt8] {
        var feed = header(at: now)
        for run in runs(at: now) where !run.cancelled {
            let late = now.addingTimeInterval(-Double(run.delay))
            guard run.instant(atStop: 0) <= late, late < run.instant(atStop: run.trip.stops.count - 1) else { continue }
            let next = run.trip.stops.indices.first { run.instant(atStop: $0) > late } ?? run.trip.stops.count - 1
            let from = run.trip.stops[next - 1]
            let to = run.trip.stops[next]
            let share = late.timeIntervalSince(run.instant(atStop: next - 1)) / Double(Self.hop)
            feed.message(2) { entity in
                entity.string(1, "bus-\(run.trip.id)")
                entity.message(4) { vehicle in
                    vehicle.message(1) { descriptor(&$0, run, relationship: 0) }
                    vehicle.message(2) { position in
                        position.float(1, Float(from.latitude + (to.latitude - from.latitude) * share))
                        position.float(2, Float(from.longitude + (to.longitude - from.longitude) * share))
                    }
                    vehicle.varint(3, UInt64(next + 1))
                    vehicle.varint(4, 2)
                    vehicle.varint(5, UInt64(now.timeIntervalSince1970))
                    vehicle.string(7, to.id)
                    vehicle.message(8) { descriptor in
                        let number = 100 + Int(StableHash.value(seed: seed, run.trip.id) % 900)
                        descriptor.string(1, "PB\(number)")
                        descriptor.string(2, "\(number)")
                    }
                }
            }
        }
        return feed.bytes
    }

    /// Route 20's fifth stop moved for road works, from yesterday to a week from now (the route at that stop), and a
    /// notice naming each cancelled trip.
    public func alerts(at now: Date) -> [UInt8] {
        var feed = header(at: now)
        let moved = routes[1].stops[5]
        feed.message(2) { entity in
            entity.string(1, "works-\(moved.id)")
            entity.message(5) { alert in
                alert.message(1) { period in
                    period.varint(1, UInt64(now.timeIntervalSince1970 - 86_400))
                    period.varint(2, UInt64(now.timeIntervalSince1970 + 7 * 86_400))
                }
                alert.message(5) { selector in
                    selector.string(2, routes[1].id)
                    selector.string(5, moved.id)
                }
                alert.varint(6, 10)  // CONSTRUCTION
                alert.varint(7, 9)  // STOP_MOVED
                text(&alert, 10, "\(moved.name): stop moved 50 m north")
                text(&alert, 11, "Road works: board route \(routes[1].id) at the temporary stop 50 m north, outside no. 1200.")
            }
        }
        for run in runs(at: now) where run.cancelled {
            feed.message(2) { entity in
                entity.string(1, "cancelled-\(run.trip.id)-\(run.date.gtfsString)")
                entity.message(5) { alert in
                    alert.message(5) { selector in
                        selector.message(4) { descriptor(&$0, run, relationship: 3) }
                    }
                    alert.varint(6, 3)  // TECHNICAL_PROBLEM
                    alert.varint(7, 1)  // NO_SERVICE
                    let leaves = Self.clock(run.trip.start % 86_400).prefix(5)
                    text(
                        &alert, 10, "The \(leaves) route \(run.trip.route.id) to \(run.trip.stops.last?.name ?? "") is cancelled")
                }
            }
        }
        return feed.bytes
    }

    private func text(_ alert: inout ProtobufWriter, _ field: Int, _ text: String) {
        alert.message(field) { translated in
            translated.message(1) { translation in
                translation.string(1, text)
                translation.string(2, "en")
            }
        }
    }
}
