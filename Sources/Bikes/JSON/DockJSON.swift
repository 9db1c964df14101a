import Foundation
import NextStopCore

/// One dock as every answer writes it: each count a number, or `null` when TfL did not say.
public struct DockJSON: JSONWritable, Sendable, Hashable {
    public var dock: Dock
    /// Straight-line metres from the point asked about, if one was.
    public var metres: Double?

    public init(_ dock: Dock, metres: Double? = nil) {
        self.dock = dock
        self.metres = metres
    }

    public init(_ distance: DockDistance) {
        self.init(distance.dock, metres: distance.metres)
    }

    public func write(to writer: inout JSONWriter) {
        let counts = dock.counts
        writer.object { object in
            object.member("bikes", orNull: counts.bikes)
            object.member("broken_docks", orNull: counts.brokenDocks)
            object.member("distance_m", orNull: metres.map { Int($0.rounded()) })
            object.member("docks", orNull: counts.docks)
            object.member("ebikes", orNull: counts.eBikes)
            object.member("id", dock.id)
            object.member("installed", dock.installed)
            object.member("lat", dock.coordinate.latitude)
            object.member("locked", dock.locked)
            object.member("lon", dock.coordinate.longitude)
            object.member("name", dock.name)
            object.member("spaces", orNull: counts.spaces)
            object.member("standard_bikes", orNull: counts.standardBikes)
            object.member("temporary", dock.temporary)
            object.member("updated_at", orNull: dock.updatedAt)
        }
    }
}
