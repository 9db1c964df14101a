import Foundation
import NextStopCore

/// The past hour's rainfall in every district the Observatory reported.
public struct RainfallCard: Sendable, Hashable, JSONWritable {
    public var districts: [DistrictRainfall]
    public var endTime: Date?

    public init(districts: [DistrictRainfall], endTime: Date?) {
        self.districts = districts
        self.endTime = endTime
    }

    /// Writes `{"type":"weather.rainfall", …}`; `min_mm` is `null` when the rain did not vary across the district.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("data_time", orNull: endTime)
            object.member("districts", districts.map(DistrictJSON.init))
            object.member("source", AnswerSource.observatory)
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
