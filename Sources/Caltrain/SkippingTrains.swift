import Foundation
import GTFS

/// Trains that run through a station without stopping: the ones riders must not board by mistake.
extension CaltrainTimetable {
    /// Trains of the direction from `origin` to `destination` that stop somewhere before `origin`, do not stop at
    /// `origin`, and stop at `destination`, passing `origin` at or after `instant` (and by `horizon` when given).
    /// The passing time is interpolated between the stops around `origin`, by stations along the line.
    func trainsPassing(origin: Int, to destination: Int, from instant: Date, until horizon: Date?) -> [CaltrainTrain] {
        guard let originPosition = line.position[origin], let destinationPosition = line.position[destination] else {
            return []
        }
        let southbound = originPosition < destinationPosition
        let direction: TrainDirection = southbound ? .south : .north
        /// Whether a line position comes before the origin for a train going that way.
        func isBeforeOrigin(_ station: Int) -> Bool {
            guard let position = line.position[station] else { return false }
            return southbound ? position < originPosition : position > originPosition
        }
        var found: [CaltrainTrain] = []
        for date in feed.serviceDates(around: instant) {
            for profile in profiles where profile.direction == direction && !profile.stops(at: origin) {
                let trip = feed.trips[profile.tripIndex]
                guard feed.runs(trip, on: date),
                    let arrival = profile.stops.firstIndex(where: { $0.station == destination && $0.stopTime.allowsAlighting }),
                    let previous = profile.stops[..<arrival].lastIndex(where: { isBeforeOrigin($0.station) }),
                    let next = profile.stops[(previous + 1)...arrival].firstIndex(where: { !isBeforeOrigin($0.station) })
                else { continue }
                let passing = passingTime(
                    between: profile.stops[previous], and: profile.stops[next], originPosition: originPosition)
                let atOrigin = feed.instant(of: passing, on: date)
                guard atOrigin >= instant, horizon.map({ atOrigin <= $0 }) ?? true else { continue }
                let destinationStop = profile.stops[arrival].stopTime
                found.append(
                    CaltrainTrain(
                        number: trip.number, tripID: trip.id, service: profile.service, serviceDate: date,
                        direction: direction, headsign: trip.headsign, stopsAtOrigin: false, departsAt: nil,
                        atOrigin: atOrigin, arrivesAt: feed.instant(of: destinationStop.arrival, on: date), fromStopID: nil,
                        toStopID: destinationStop.stopID,
                        skippedStations: skippedStations(of: profile, from: origin, to: destination, on: date)))
            }
        }
        return found.sorted { ($0.atOrigin, $0.number) < ($1.atOrigin, $1.number) }
    }

    /// The time between two stops' departure and arrival, in proportion to the stations passed up to the origin.
    private func passingTime(
        between previous: TripProfile.StationStop, and next: TripProfile.StationStop, originPosition: Int
    ) -> ServiceTime {
        let from = line.position[previous.station] ?? originPosition
        let to = line.position[next.station] ?? originPosition
        let leaves = previous.stopTime.departure.seconds
        let arrives = next.stopTime.arrival.seconds
        guard from != to else { return previous.stopTime.departure }
        let fraction = Double(abs(originPosition - from)) / Double(abs(to - from))
        return ServiceTime(seconds: leaves + Int((Double(arrives - leaves) * fraction).rounded()))
    }
}
