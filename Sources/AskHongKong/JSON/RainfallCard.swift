import Foundation
import NextStopCore

/// The past hour's rainfall in every district the Observatory reported.
public struct RainfallCard: Sendable, Hashable, JSONWritable {
    public var districts: [DistrictRainfall]
    /// The Observatory, at the end of the hour measured.
    public var origin: CardOrigin

    /// Writes `{"type":"weather.rainfall", …}`; `min_mm` is `null` when the rain did not vary across the district.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", origin.age)
            object.member("cached", origin.isCached)
            object.member("data_time", orNull: origin.dataTime)
            object.member("districts", districts.map(DistrictJSON.init))
            object.member("source", origin.source)
            object.member("type", "weather.rainfall")
        }
    }

    private struct DistrictJSON: JSONWritable {
        let rainfall: DistrictRainfall

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("district", rainfall.district)
                object.member("maintenance", rainfall.underMaintenance)
                object.member("max_mm", rainfall.max)
                object.member("min_mm", orNull: rainfall.min)
            }
        }
    }
}
