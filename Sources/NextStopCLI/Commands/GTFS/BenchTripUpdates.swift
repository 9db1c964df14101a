import Foundation
import GTFS
import NextStopCore
import Providers

/// A GTFS-Realtime TripUpdates feed of a chosen size for a static feed, and the cost of applying it: reading its
/// protobuf into the per-trip index the live boards use, and live boards against the same boards without it.
struct BenchTripUpdates {
    let feed: GTFSFeed
    /// Departure boards asked of the static feed: (stop, instant).
    let asks: [(String, Date)]
    let entities: Int
    let runs: Int

    /// The report's lines.
    func lines() throws -> String {
        let updates = try made()
        let bytes = try updates.protobuf()
        var applied = try TripUpdates(protobuf: bytes)
        let applies = try Stopwatch.samples(runs: runs) { applied = try TripUpdates(protobuf: bytes) }
        var iterator = asks.makeIterator()
        let boards = try Stopwatch.samples(runs: asks.count) {
            let (stop, instant) = iterator.next()!
            blackHole(try feed.liveDepartures(from: [stop], at: instant, limit: 10, realtime: applied).count)
        }
        let apply = Stopwatch.percentile(applies, 0.5)
        let verdict = apply <= 0.020 ? "within" : "over"
        return """
              realtime \(applied.updates.count) trip updates (\(BenchFormat.megabytes(bytes.count)) of GTFS-Realtime protobuf): \
            applied (read + indexed) median \(BenchFormat.milliseconds(apply)) over \(runs), \(verdict) the 20 ms goal
              live board p50 \(BenchFormat.microseconds(Stopwatch.percentile(boards, 0.5))), \
            p99 \(BenchFormat.microseconds(Stopwatch.percentile(boards, 0.99))) over \(asks.count) boards with them
            """
    }

    /// One update per trip instance the boards list, until `entities`: a delay of up to 10 minutes at the stop the
    /// board saw it at, every 40th instance cancelled.
    private func made() throws -> TripUpdates {
        var random = SeededGenerator(seed: 29)
        var seen: Set<String> = []
        var updates: [TripUpdates.Update] = []
        for (stop, instant) in asks where updates.count < entities {
            for arrival in try feed.departures(from: [stop], at: instant, limit: 10) where updates.count < entities {
                guard seen.insert("\(arrival.tripID)@\(arrival.serviceDate)").inserted else { continue }
                let delay = Int.random(in: 0...600, using: &random)
                let stopUpdate = TripUpdates.StopUpdate(
                    stopSequence: arrival.stopSequence, stopID: arrival.stopID,
                    arrival: .init(delay: delay, time: nil), departure: .init(delay: delay, time: nil),
                    relationship: .scheduled)
                updates.append(
                    TripUpdates.Update(
                        tripID: arrival.tripID, startDate: arrival.serviceDate,
                        relationship: updates.count % 40 == 39 ? .canceled : .scheduled, stops: [stopUpdate], delay: nil))
            }
        }
        return TripUpdates(timestamp: asks.first?.1, updates: updates)
    }
}
