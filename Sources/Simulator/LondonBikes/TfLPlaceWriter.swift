import Foundation

/// Writes docks as TfL's `Place` objects, member for member in TfL's order, every additional property a string.
struct TfLPlaceWriter {
    private static let placeType = "Tfl.Api.Presentation.Entities.Place, Tfl.Api.Presentation.Entities"
    private static let propertyType = "Tfl.Api.Presentation.Entities.AdditionalProperties, Tfl.Api.Presentation.Entities"

    /// When the installation properties were last touched; TfL refreshes them even while counts are frozen.
    let refreshedAt: Date

    /// A JSON array of every site's place at its counts.
    func list(_ docks: [(site: SimulatedDockSite, counts: SimulatedDockCounts)]) -> [UInt8] {
        var text = "["
        text.reserveCapacity(docks.count * 2_800)
        for (index, dock) in docks.enumerated() {
            if index > 0 { text += "," }
            place(dock.site, dock.counts, into: &text)
        }
        text += "]"
        return Array(text.utf8)
    }

    /// One place.
    func place(_ site: SimulatedDockSite, _ counts: SimulatedDockCounts) -> [UInt8] {
        var text = ""
        place(site, counts, into: &text)
        return Array(text.utf8)
    }

    private func place(_ site: SimulatedDockSite, _ counts: SimulatedDockCounts, into text: inout String) {
        let refreshed = Self.timestamp(refreshedAt)
        let changed = Self.timestamp(counts.changedAt)
        let properties: [(String, String, String)] = [
            ("TerminalName", site.terminalName, refreshed), ("Installed", String(site.installed), refreshed),
            ("Locked", String(site.locked), refreshed), ("InstallDate", String(site.installedAtMilliseconds), refreshed),
            ("RemovalDate", site.removalAtMilliseconds.map { String($0) } ?? "", refreshed),
            ("Temporary", String(site.temporary), refreshed), ("NbBikes", String(counts.bikes), changed),
            ("NbEmptyDocks", String(counts.spaces), changed), ("NbDocks", String(site.docks), refreshed),
            ("NbStandardBikes", String(counts.standardBikes), changed), ("NbEBikes", String(counts.eBikes), changed),
        ]
        text += #"{"$type":"\#(Self.placeType)","id":"\#(site.id)","url":"/Place/\#(site.id)","commonName":"#
        text += Self.quoted(site.name)
        text += #","placeType":"BikePoint","additionalProperties":["#
        for (index, property) in properties.enumerated() {
            if index > 0 { text += "," }
            text += #"{"$type":"\#(Self.propertyType)","category":"Description","key":"\#(property.0)","#
            text += #""sourceSystemKey":"BikePoints","value":"\#(property.1)","modified":"\#(property.2)"}"#
        }
        text += #"],"children":[],"childrenUrls":[],"lat":\#(Self.coordinate(site.latitude)),"#
        text += #""lon":\#(Self.coordinate(site.longitude))}"#
    }

    /// A name as a JSON string; generated names hold no character that needs escaping but quotes and backslashes.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Six decimals, as TfL sends positions; the test dock's zeros as `0`.
    private static func coordinate(_ value: Double) -> String {
        value == 0 ? "0" : String(format: "%.6f", value)
    }

    /// `2026-02-22T16:43:16.017Z`, trailing zeros of the fraction dropped as TfL drops them (`.29Z`, `:00Z`).
    static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1_000).rounded(.down))
        let seconds = milliseconds / 1_000
        var fraction = String(format: "%03lld", milliseconds % 1_000)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let whole = Date(timeIntervalSince1970: Double(seconds)).formatted(.iso8601).dropLast()
        return whole + (fraction.isEmpty ? "" : ".\(fraction)") + "Z"
    }
}
