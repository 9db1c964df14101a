import Bikes
import Foundation
import NextStopCore

extension TfLWire.Place {
    /// The dock this place describes, or nil for TfL's test dock at (0, 0).
    var dock: Dock? {
        var properties = DockProperties()
        for property in additionalProperties {
            guard let key = DockProperties.Key(property.key) else { continue }
            properties.take(key, value: property.value, modified: property.modified.flatMap(TfLTimestamp.date))
        }
        return properties.dock(id: id, name: commonName, latitude: lat, longitude: lon)
    }
}

/// The additional properties a dock is made of, looked up by key (never by position: older data has fewer, in another
/// order). The newest `modified` of the count keys is the dock's age; `Installed`, `Locked` and `TerminalName` refresh
/// even while the counts are frozen, so they never count (API-NOTES §TfL 4).
struct DockProperties {
    /// The keys read; every other property (`InstallDate`, `RemovalDate`, …) is passed over.
    enum Key {
        case terminalName, installed, locked, temporary, docks, bikes, standardBikes, eBikes, spaces

        init?(_ key: String) {
            var key = key
            guard let found = key.withUTF8(Self.init(utf8:)) else { return nil }
            self = found
        }

        /// The key spelled by the UTF-8 `name`, compared without building a string (the reader's way).
        init?(utf8 name: UnsafeBufferPointer<UInt8>) {
            for (spelling, key) in Self.spellings where TfLPlaceReader.spells(name, spelling) {
                self = key
                return
            }
            return nil
        }

        private static let spellings: [(StaticString, Key)] = [
            ("TerminalName", .terminalName), ("Installed", .installed), ("Locked", .locked), ("Temporary", .temporary),
            ("NbDocks", .docks), ("NbBikes", .bikes), ("NbStandardBikes", .standardBikes), ("NbEBikes", .eBikes),
            ("NbEmptyDocks", .spaces),
        ]

        /// True for the counts, whose `modified` dates the dock.
        var isCount: Bool {
            switch self {
            case .bikes, .standardBikes, .eBikes, .spaces: true
            case .terminalName, .installed, .locked, .temporary, .docks: false
            }
        }
    }

    private var terminal: String?
    private var installed: Bool?
    private var locked: Bool?
    private var temporary: Bool?
    private var counts = DockCounts(bikes: nil, spaces: nil, docks: nil)
    private var updatedAt: Date?

    mutating func take(_ key: Key, value: String?, modified: Date?) {
        switch key {
        case .terminalName: terminal = value
        case .installed: installed = value.map(Self.isTrue)
        case .locked: locked = value.map(Self.isTrue)
        case .temporary: temporary = value.map(Self.isTrue)
        case .docks: counts.docks = value.flatMap { Int($0) }
        case .bikes: counts.bikes = value.flatMap { Int($0) }
        case .standardBikes: counts.standardBikes = value.flatMap { Int($0) }
        case .eBikes: counts.eBikes = value.flatMap { Int($0) }
        case .spaces: counts.spaces = value.flatMap { Int($0) }
        }
        if key.isCount, let modified, modified > (updatedAt ?? .distantPast) { updatedAt = modified }
    }

    /// The dock at (`latitude`, `longitude`), or nil for TfL's test dock at (0, 0) (`BikePoints_791`, API-NOTES §TfL 5).
    /// Docks that are not installed, locked or temporary are kept, marked as such.
    func dock(id: String, name: String, latitude: Double, longitude: Double) -> Dock? {
        guard latitude != 0 || longitude != 0 else { return nil }
        return Dock(
            id: id, name: name, terminalName: terminal?.isEmpty == false ? terminal : nil,
            coordinate: Coordinate(latitude: latitude, longitude: longitude), counts: counts,
            installed: installed ?? true, locked: locked ?? false, temporary: temporary ?? false, updatedAt: updatedAt)
    }

    /// `true` in any case (TfL writes `true`; older data `True`).
    private static func isTrue(_ value: String) -> Bool { value == "true" || value.lowercased() == "true" }
}
