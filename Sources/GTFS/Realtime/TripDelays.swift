import Foundation

/// What a trip update says of one stop of its trip.
enum StopDelay: Sendable, Hashable {
    /// Seconds late (negative when early).
    case delay(Int)
    /// The vehicle will not stop there.
    case skipped
    /// No prediction reaches the stop.
    case unknown

    var seconds: Int? {
        if case .delay(let seconds) = self { seconds } else { nil }
    }
}

extension GTFSFeed {
    /// What `update` says at each of `trip`'s stops, as GTFS-Realtime specifies: a stop's own prediction wins, else
    /// the delay of the nearest earlier stop that has one is carried to it (through skipped stops, not past one with
    /// no data), else the trip's own delay. A stop update names its stop by sequence, else by id from where the
    /// previous one was found.
    func delays(along trip: [StopTime], update: TripUpdates.Update, on date: ServiceDate) -> [StopDelay] {
        var matched: [(index: Int, update: TripUpdates.StopUpdate)] = []
        var position = 0
        for stop in update.stops {
            let found =
                stop.stopSequence.flatMap { sequence in trip.firstIndex { $0.stopSequence == sequence } }
                ?? stop.stopID.flatMap { id in trip[position...].firstIndex { $0.stopID == id } }
            guard let found, found >= position, matched.last?.index != found else { continue }
            position = found
            matched.append((found, stop))
        }
        var delays: [StopDelay] = []
        var carried: StopDelay? = update.delay.map(StopDelay.delay)
        var next = 0
        for (index, stop) in trip.enumerated() {
            guard next < matched.count, matched[next].index == index else {
                delays.append(carried ?? .unknown)
                continue
            }
            let stopUpdate = matched[next].update
            next += 1
            switch stopUpdate.relationship {
            case .skipped: delays.append(.skipped)
            case .noData:
                carried = .unknown
                delays.append(.unknown)
            case .scheduled:
                let own = delay(of: stopUpdate, at: stop, on: date).map(StopDelay.delay) ?? carried ?? .unknown
                carried = own
                delays.append(own)
            }
        }
        return delays
    }

    /// The stop update's delay: its departure's, else its arrival's, each given or worked out from its time.
    private func delay(of update: TripUpdates.StopUpdate, at stop: StopTime, on date: ServiceDate) -> Int? {
        func seconds(_ prediction: TripUpdates.Prediction?, _ scheduled: ServiceTime) -> Int? {
            guard let prediction else { return nil }
            return prediction.delay
                ?? prediction.time.map { Int($0.timeIntervalSince(instant(of: scheduled, on: date)).rounded()) }
        }
        return seconds(update.departure, stop.departure) ?? seconds(update.arrival, stop.arrival)
    }
}
