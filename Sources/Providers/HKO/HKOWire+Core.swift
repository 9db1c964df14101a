import AskHongKong
import NextStopCore

extension HKOWire.CurrentReport {
    var currentWeather: CurrentWeather {
        CurrentWeather(
            temperatures: temperature?.readings.map(\.placeReading) ?? [],
            humidity: humidity?.readings.map(\.placeReading) ?? [],
            recordTime: temperature?.recordTime,
            icons: icons,
            uv: uv.first.map { UVReading(place: $0.place.unescapingEntities, value: $0.value, level: $0.desc) },
            warningMessages: warningMessages,
            updateTime: updateTime,
            rainfall: rainfall?.districts.map {
                DistrictRainfall(district: $0.place, max: $0.max, min: $0.min, underMaintenance: $0.underMaintenance)
            } ?? [],
            rainfallEnd: rainfall?.endTime
        )
    }
}

extension HKOWire.Reading {
    var placeReading: PlaceReading { PlaceReading(place: place, value: value) }
}

extension HKOWire.ForecastReport {
    var forecast: WeatherForecast {
        WeatherForecast(generalSituation: generalSituation, days: days.map(\.dayForecast), updateTime: updateTime)
    }
}

extension HKOWire.ForecastDay {
    var dayForecast: DayForecast {
        DayForecast(
            day: date, weekday: week, weather: weather, wind: wind, minTemperature: minTemperature?.value,
            maxTemperature: maxTemperature?.value, minHumidity: minHumidity?.value, maxHumidity: maxHumidity?.value,
            icon: icon, chanceOfRain: chanceOfRain.flatMap(ChanceOfRain.init(wording:)))
    }
}

extension HKOWire.WarningSummary {
    /// The warnings in force: a lingering `CANCEL` entry is dropped (API-NOTES §HKO 7).
    var warnings: [WeatherWarning] {
        entries.filter { $0.entry.actionCode != "CANCEL" }.map { code, entry in
            WeatherWarning(
                code: code, subtype: entry.code.flatMap { $0 == code ? nil : $0 }, upstreamName: entry.name,
                issueTime: entry.issueTime)
        }
    }
}

extension HKOWire.LocalForecastReport {
    var localForecast: LocalForecast {
        LocalForecast(
            generalSituation: generalSituation, tropicalCyclone: tropicalCyclone, period: period, forecast: forecast,
            outlook: outlook, updateTime: updateTime)
    }
}

extension HKOWire.WarningInformation {
    /// Each warning's paragraphs, empty ones left out.
    var texts: [WarningText] {
        details.map { detail in
            WarningText(
                code: detail.code, subtype: detail.subtype, lines: detail.contents.filter { !$0.isEmpty },
                updateTime: detail.updateTime)
        }
    }
}
