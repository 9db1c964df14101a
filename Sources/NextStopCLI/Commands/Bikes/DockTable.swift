import Bikes
import Foundation

/// Docks as a table: straight-line distance, bikes (of which e-bikes), spaces, broken docks and the dock's state; `?` for unknown.
struct DockTable {
    let docks: [(dock: Dock, metres: Double?)]
    let status: DockFeedStatus

    var text: String {
        var table = TextTable("m (line)", "bikes", "e-bikes", "spaces", "broken", "dock", "id", "state")
        for (dock, metres) in docks {
            let counts = dock.counts
            table.add(
                metres.map { String(Int($0.rounded())) } ?? "", Self.count(counts.bikes),
                Self.count(counts.eBikes), Self.count(counts.spaces), Self.count(counts.brokenDocks), dock.name, dock.id,
                Self.state(dock))
        }
        var notes: [String] = []
        if status.frozen { notes.append("warning: TfL's counts have stopped moving (feed frozen)") }
        if status.stale { notes.append("warning: counts are \(status.ageSeconds) s old") }
        guard !docks.isEmpty else { return (["no docks"] + notes).joined(separator: "\n") }
        return ([table.rendered] + notes).joined(separator: "\n")
    }

    private static func count(_ value: Int?) -> String { value.map(String.init) ?? "?" }

    private static func state(_ dock: Dock) -> String {
        if !dock.installed { return "not installed" }
        if dock.locked { return "locked" }
        return dock.temporary ? "temporary" : ""
    }
}
