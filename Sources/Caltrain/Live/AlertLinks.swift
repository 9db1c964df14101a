import Foundation
import GTFS

extension CaltrainTimetable {
    /// The stations an alert names through its stop ids: platforms and station ids directly, elevators and other
    /// child stops through their parent station. Ids the timetable does not know are left out.
    public func stations(namedBy alert: ServiceAlert) -> [CaltrainStation] {
        var seen: Set<Int> = []
        var found: [CaltrainStation] = []
        for stopID in alert.stopIDs {
            guard let index = stationIndex(ofStop: stopID), seen.insert(index).inserted else { continue }
            found.append(stations[index])
        }
        return found
    }

    /// The ids of the alerts in force at `instant` that touch a rider on `train` from `origin` to `destination`:
    /// those naming the train, and those naming no train but a station or elevator of either station, or a platform
    /// of either that the train uses.
    public func alertIDs(
        for train: CaltrainTrain, from origin: CaltrainStation, to destination: CaltrainStation,
        in alerts: [ServiceAlert], at instant: Date
    ) -> [String] {
        let riderStations = Set([origin.id, destination.id].compactMap { stationIndex(ofStop: $0) })
        return alerts.filter { alert in
            guard alert.isActive(at: instant) else { return false }
            // 511's trip ids are train numbers. It names the platform beside the train a track change is for
            // (API-NOTES §511, `TripId` and `StopId` in one entity): such an alert is that train's, not every
            // train's at the platform.
            guard alert.tripIDs.isEmpty else { return alert.tripIDs.contains(train.number) }
            return alert.stopIDs.contains { stopID in
                guard let station = stationIndex(ofStop: stopID), riderStations.contains(station) else { return false }
                // A platform serves one direction (API-NOTES §Caltrain: …1 northbound, …2 southbound): a change
                // at San Francisco's northbound platform is not the southbound trains'.
                return TrainDirection(platformID: stopID).map { $0 == train.direction } ?? true
            }
        }.map(\.id)
    }

    private func stationIndex(ofStop stopID: String) -> Int? {
        if let index = stationOfStop[stopID] { return index }
        guard let parent = feed.station(containing: stopID), parent.id != stopID else { return nil }
        return stationOfStop[parent.id]
    }
}
