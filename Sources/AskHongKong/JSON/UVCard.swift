import Foundation
import NextStopCore

/// The UV index at King's Park; no reading at night.
public struct UVCard: Sendable, Hashable, JSONWritable {
    public var reading: UVReading?
    public var origin: CardOrigin

    /// Writes `{"type":"weather.uv", …}`; place, value and level are `null` at night.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", origin.age)
            object.member("cached", origin.isCached)
            object.member("data_time", orNull: origin.dataTime)
            object.member("level", orNull: reading?.level)
            object.member("place", orNull: reading?.place)
            object.member("source", origin.source)
            object.member("type", "weather.uv")
            object.member("value", orNull: reading?.value)
        }
    }
}
