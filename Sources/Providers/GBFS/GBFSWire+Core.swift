import Bikes
import Foundation
import NextStopCore

/// What a GBFS vehicle type is to a rider counting bikes at a dock.
enum GBFSVehicleKind: Sendable {
    case standardBike, eBike, other

    /// A bicycle (cargo ones too) moved by legs alone is standard, with any motor an e-bike; anything else (a
    /// scooter, a moped, a car) is neither.
    init(_ type: GBFSWire.VehicleType) {
        guard type.formFactor == "bicycle" || type.formFactor == "cargo_bicycle" else {
            self = .other
            return
        }
        self = type.propulsion == "human" ? .standardBike : .eBike
    }
}

/// Stations joined from `station_information` and `station_status` into docks.
struct GBFSStationJoin {
    /// Reports dated before this are placeholders (Citi Bike's `18001`), not times.
    static let earliestReport = Date(timeIntervalSince1970: 946_684_800)

    /// The kind of each vehicle type `vehicle_types` lists.
    var kinds: [String: GBFSVehicleKind]
    /// Languages to pick names in, first choice first.
    var languages: [String]

    /// Every station with a position as a dock, with its status where the status lists it. Statuses of stations the
    /// information does not list are left out and counted, and so is each record that did not decode.
    func docks(information: GBFSWire.StationInformationData, status: GBFSWire.StationStatusData) -> DockList {
        var skipReasons =
            information.stations.failures.map { "station_information: \($0)" }
            + status.stations.failures.map { "station_status: \($0)" }
        let statuses = Dictionary(status.stations.records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var docks: [Dock] = []
        docks.reserveCapacity(information.stations.records.count)
        var dropped = 0
        for station in information.stations.records {
            if let dock = dock(station, statuses[station.id]) { docks.append(dock) } else { dropped += 1 }
        }
        let listed = Set(information.stations.records.map(\.id))
        for id in statuses.keys.sorted() where !listed.contains(id) {
            skipReasons.append("station_status: station \(id.quotedInError) is not in station_information")
        }
        return DockList(
            docks: docks, bodies: [:], skippedCount: skipReasons.count, firstSkipReason: skipReasons.first,
            droppedCount: dropped)
    }

    /// The dock `station` describes, or nil for one placed at (0, 0) or off the globe.
    private func dock(_ station: GBFSWire.StationInformation, _ status: GBFSWire.StationStatus?) -> Dock? {
        let coordinate = Coordinate(latitude: station.latitude, longitude: station.longitude)
        guard coordinate.isValid, station.latitude != 0 || station.longitude != 0 else { return nil }
        let name = station.name.text(preferring: languages)
        guard let status else {
            return Dock(
                id: station.id, name: name, terminalName: station.shortName?.text(preferring: languages),
                coordinate: coordinate, counts: DockCounts(bikes: nil, spaces: nil, docks: station.capacity))
        }
        let split = bikeSplit(status)
        let reported = status.lastReported.flatMap { $0 >= Self.earliestReport ? $0 : nil }
        return Dock(
            id: station.id, name: name, terminalName: station.shortName?.text(preferring: languages),
            coordinate: coordinate,
            counts: DockCounts(
                bikes: status.vehicles, standardBikes: split?.standard, eBikes: split?.eBikes, spaces: status.docks,
                docks: station.capacity),
            installed: status.installed,
            // One flag stands for both, as TfL's `Locked` does: a dock that refuses rentals or returns is greyed.
            locked: !(status.renting && status.returning), updatedAt: reported)
    }

    /// Standard bikes and e-bikes, from whichever split the station sends; nil when it sends none, or names a
    /// vehicle type `vehicle_types` does not describe.
    private func bikeSplit(_ status: GBFSWire.StationStatus) -> (standard: Int, eBikes: Int)? {
        if let types = status.vehicleTypes, !types.isEmpty {
            var standard = 0
            var eBikes = 0
            for (id, count) in types {
                switch kinds[id] {
                case .standardBike: standard += count
                case .eBike: eBikes += count
                case .other: continue
                case nil: return nil
                }
            }
            return (standard, eBikes)
        }
        if let kinds = status.kinds, let mechanical = kinds["mechanical"], let eBikes = kinds["ebike"] {
            return (mechanical, eBikes)
        }
        if let eBikes = status.eBikes, status.vehicles >= eBikes { return (status.vehicles - eBikes, eBikes) }
        return nil
    }
}

extension GBFSWire.SystemAlert {
    /// The alert with its texts in the first of `languages` the system writes.
    func alert(languages: [String]) -> BikeSystemAlert {
        BikeSystemAlert(
            id: id, summary: summary.text(preferring: languages), description: description?.text(preferring: languages),
            stationIDs: stationIDs, periods: periods.map { BikeSystemAlert.Period(start: $0.start, end: $0.end) })
    }
}
