import Foundation
import LondonBikes
import NextStopCore

extension TfLWire.Place {
    /// The dock this place describes, or nil for TfL's test dock at (0, 0) (`BikePoints_791`, API-NOTES §TfL 5).
    /// Docks that are not installed, locked or temporary are kept, marked as such.
    var dock: Dock? {
        guard lat != 0 || lon != 0 else { return nil }
        var values = PropertyValues()
        for property in additionalProperties { values.take(property) }
        return Dock(
            id: id, name: commonName, terminalName: values.terminal?.isEmpty == false ? values.terminal : nil,
            coordinate: Coordinate(latitude: lat, longitude: lon),
            counts: DockCounts(
                bikes: values.bikes, standardBikes: values.standardBikes, eBikes: values.eBikes, spaces: values.spaces,
                docks: values.docks),
            installed: values.installed ?? true, locked: values.locked ?? false, temporary: values.temporary ?? false,
            updatedAt: values.updatedAt)
    }
}

/// The properties a dock is made of, looked up by key (never by position: older data has fewer, in another order).
/// The newest `modified` of the count keys is the dock's age; `Installed`, `Locked` and `TerminalName` refresh even
/// while the counts are frozen, so they never count (API-NOTES §TfL 4).
private struct PropertyValues {
    var terminal: String?
    var installed: Bool?
    var locked: Bool?
    var temporary: Bool?
    var bikes: Int?
    var standardBikes: Int?
    var eBikes: Int?
    var spaces: Int?
    var docks: Int?
    var updatedAt: Date?

    mutating func take(_ property: TfLWire.Property) {
        let value = property.value
        switch property.key {
        case "TerminalName": terminal = value
        case "Installed": installed = value.map { $0.lowercased() == "true" }
        case "Locked": locked = value.map { $0.lowercased() == "true" }
        case "Temporary": temporary = value.map { $0.lowercased() == "true" }
        case "NbDocks": docks = value.flatMap { Int($0) }
        case "NbBikes", "NbStandardBikes", "NbEBikes", "NbEmptyDocks":
            let count = value.flatMap { Int($0) }
            switch property.key {
            case "NbBikes": bikes = count
            case "NbStandardBikes": standardBikes = count
            case "NbEBikes": eBikes = count
            default: spaces = count
            }
            if let modified = property.modified.flatMap(TfLTimestamp.date), modified > (updatedAt ?? .distantPast) {
                updatedAt = modified
            }
        default: break
        }
    }
}
