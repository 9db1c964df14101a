import Foundation
import GTFS

extension CaltrainTimetable {
    /// The stations an alert names through its stop ids: platforms and station ids directly, elevators and other
    /// child stops through their parent station. Ids the timetable does not know are left out.
    public func stations(namedBy alert: CaltrainAlert) -> [CaltrainStation] {
        var seen: Set<Int> = []
        var found: [CaltrainStation] = []
        for stopId in alert.stopIds {
            guard let index = stationIndex(ofStop: stopId), seen.insert(index).inserted else { continue }
            found.append(stations[index])
        }
        return found
    }

    /// The ids of the alerts in force at `instant` that touch a rider on `train` from `origin` to `destination`:
    /// those naming the train, or a platform, station or elevator of either station.
    public func alertIds(
        for train: CaltrainTrain, from origin: CaltrainStation, to destination: CaltrainStation,
        in alerts: [CaltrainAlert], at instant: Date
    ) -> [String] {
        let riderStations = Set([origin.id, destination.id].compactMap { stationIndex(ofStop: $0) })
        return alerts.filter { alert in
            guard alert.isActive(at: instant) else { return false }
            return alert.trains.contains(train.number)
                || alert.stopIds.contains { stationIndex(ofStop: $0).map(riderStations.contains) ?? false }
        }.map(\.id)
    }

    private func stationIndex(ofStop stopId: String) -> Int? {
        if let index = stationOfStop[stopId] { return index }
        guard let parent = feed.station(containing: stopId), parent.id != stopId else { return nil }
        return stationOfStop[parent.id]
    }
}
