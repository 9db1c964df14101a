import AskHongKong
import Foundation

extension AQHIWire {
    /// The past day by station, with a newer current reading added where the RSS feed has one the 24-hour feed
    /// does not yet.
    static func airQuality(hours: [HourItem], current: [CurrentItem]) -> AirQuality {
        var readings: [String: [AirQualityReading]] = [:]
        for hour in hours {
            readings[hour.station, default: []].append(
                AirQualityReading(time: hour.time, index: AirQualityIndex(wording: hour.aqhi)))
        }
        for item in current where !(readings[item.station] ?? []).contains(where: { $0.time >= item.time }) {
            readings[item.station, default: []].append(
                AirQualityReading(time: item.time, index: AirQualityIndex(wording: item.aqhi)))
        }
        return AirQuality(readings: readings)
    }
}
