import Foundation
import LondonBikes
import NextStopCore

extension TfLWire.Place {
    /// The dock this place describes, or nil for TfL's test dock at (0, 0) (`BikePoints_791`, API-NOTES §TfL 5).
    /// Docks that are not installed, locked or temporary are kept, marked as such.
    var dock: Dock? {
        guard lat != 0 || lon != 0 else { return nil }
        var properties: [String: TfLWire.Property] = [:]
        for property in additionalProperties where properties[property.key] == nil {
            properties[property.key] = property
        }
        func count(_ key: String) -> Int? { properties[key]?.value.flatMap { Int($0) } }
        func flag(_ key: String) -> Bool? { properties[key]?.value.map { $0.lowercased() == "true" } }
        let updatedAt = TfLWire.countKeys.compactMap { properties[$0]?.modified.flatMap(TfLTimestamp.date) }.max()
        let terminal = properties["TerminalName"]?.value
        return Dock(
            id: id, name: commonName, terminalName: terminal?.isEmpty == false ? terminal : nil,
            coordinate: Coordinate(latitude: lat, longitude: lon),
            counts: DockCounts(
                bikes: count("NbBikes"), standardBikes: count("NbStandardBikes"), eBikes: count("NbEBikes"),
                spaces: count("NbEmptyDocks"), docks: count("NbDocks")),
            installed: flag("Installed") ?? true, locked: flag("Locked") ?? false, temporary: flag("Temporary") ?? false,
            updatedAt: updatedAt)
    }
}
