import AskHongKong
import Foundation

extension AQHIWire {
    /// The past day by station, with a newer current reading added where the RSS feed has one the 24-hour feed
    /// does not yet, and each station's newest hour of pollutant concentrations.
    static func airQuality(hours: [HourItem], current: [CurrentItem], concentrations: [ConcentrationItem] = [])
        -> AirQuality
    {
        var readings: [String: [AirQualityReading]] = [:]
        for hour in hours {
            readings[hour.station, default: []].append(
                AirQualityReading(time: hour.time, index: AirQualityIndex(wording: hour.aqhi)))
        }
        for item in current where !(readings[item.station] ?? []).contains(where: { $0.time >= item.time }) {
            readings[item.station, default: []].append(
                AirQualityReading(time: item.time, index: AirQualityIndex(wording: item.aqhi)))
        }
        var pollutants: [String: PollutantReading] = [:]
        for item in concentrations where (pollutants[item.station]?.time ?? .distantPast) < item.time {
            let values = item.values.compactMap { name, value in pollutant[name].map { ($0, value) } }
            guard !values.isEmpty else { continue }
            pollutants[item.station] = PollutantReading(time: item.time, concentrations: Dictionary(uniqueKeysWithValues: values))
        }
        return AirQuality(readings: readings, pollutants: pollutants)
    }

    /// The pollutant of each of the feed's elements.
    private static let pollutant: [String: Pollutant] = [
        "NO2": .nitrogenDioxide, "O3": .ozone, "SO2": .sulphurDioxide, "CO": .carbonMonoxide, "PM10": .particulates,
        "PM2.5": .fineParticulates,
    ]
}
