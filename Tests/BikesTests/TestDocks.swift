import Bikes
import Foundation
import NextStopCore

/// Docks for tests: a handful around Clerkenwell and Waterloo, with counts chosen per test.
enum TestDocks {
    static let fetchedAt = Date(timeIntervalSince1970: 1_771_778_596)

    /// A usable dock at `latitude, longitude` updated a minute before the fetch.
    static func dock(
        _ id: String, _ name: String = "Dock", at latitude: Double = 51.53, _ longitude: Double = -0.11, bikes: Int? = 5,
        standard: Int? = nil, eBikes: Int? = nil, spaces: Int? = 5, docks: Int? = 10, installed: Bool = true,
        locked: Bool = false, updatedSecondsAgo: Double? = 60
    ) -> Dock {
        Dock(
            id: id, name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude),
            counts: DockCounts(bikes: bikes, standardBikes: standard, eBikes: eBikes, spaces: spaces, docks: docks),
            installed: installed, locked: locked, updatedAt: updatedSecondsAgo.map { fetchedAt.addingTimeInterval(-$0) })
    }

    /// River Street, Clerkenwell.
    static let riverStreet = Coordinate(latitude: 51.529163, longitude: -0.10997)

    /// Six docks spread north to south along one meridian, about 111 m apart.
    static let line: [Dock] = (0..<6).map { step in
        dock("BikePoints_\(step + 1)", "Dock \(step + 1)", at: 51.529163 - Double(step) * 0.001, -0.10997)
    }

    static func snapshot(_ docks: [Dock]) -> DockSnapshot { DockSnapshot(docks: docks, fetchedAt: fetchedAt) }

    /// A bikes favourite of `dockID`, with its alert thresholds when given.
    static func favourite(
        _ id: Int64, _ dockID: String, label: String? = nil, thresholds: ShortageThresholds? = nil
    ) -> Favourite {
        Favourite(
            id: Favourite.ID(id), categoryID: nil, item: BikeFavourite(system: "london-bikes", dockID: dockID).item, label: label,
            position: Int(id), createdAt: fetchedAt, settings: thresholds?.settings)
    }
}
