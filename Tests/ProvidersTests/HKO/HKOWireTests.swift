import AskHongKong
import Foundation
import Testing

@testable import Providers

/// The Observatory's quirks, decoded from records in their real shapes (API-NOTES §HKO).
struct HKOWireTests {
    private func current(_ json: String) throws -> CurrentWeather {
        try JSONDecoder().decode(HKOWire.CurrentReport.self, from: Data(json.utf8)).currentWeather
    }

    @Test func entitiesInPlaceNamesAreDecoded() throws {
        let weather = try current(
            #"{"temperature":{"data":[{"place":"Central &amp; Western District","value":20,"unit":"C"}]}}"#)

        #expect(weather.temperatures.map(\.place) == ["Central & Western District"])
    }

    @Test func warningMessageIsAnEmptyStringOrAList() throws {
        #expect(try current(#"{"warningMessage":""}"#).warningMessages == [])
        #expect(try current(#"{"warningMessage":["Thunderstorm Warning"]}"#).warningMessages == ["Thunderstorm Warning"])
    }

    @Test func uvIndexIsAnEmptyStringAtNightAndCanBeAFraction() throws {
        #expect(try current(#"{"uvindex":""}"#).uv == nil)
        let day = try current(#"{"uvindex":{"data":[{"place":"King's Park","value":0.4,"desc":"low"}],"recordDesc":"x"}}"#)
        #expect(day.uv?.value == 0.4)
    }

    @Test func aStationThatIsOutLeavesTheOthersMatchedByName() throws {
        let weather = try current(
            #"{"temperature":{"data":[{"place":"Sha Tin","value":"broken"},{"place":"Tai Po","value":19}]}}"#)

        #expect(weather.temperatures == [PlaceReading(place: "Tai Po", value: 19)])
    }

    @Test func forecastDatesMustBeYYYYMMDD() throws {
        let json = #"{"generalSituation":"","weatherForecast":[{"forecastDate":"2025-11-30","ForecastIcon":50}]}"#

        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(HKOWire.ForecastReport.self, from: Data(json.utf8))
        }
    }

    @Test func theIconKeyIsCapitalisedAndALowerCaseOneIsNotRead() throws {
        let json = #"[{"forecastDate":"20251130","ForecastIcon":60},{"forecastDate":"20251201","forecastIcon":61}]"#

        let days = try JSONDecoder().decode([HKOWire.ForecastDay].self, from: Data(json.utf8))

        #expect(days.map(\.icon) == [60, nil])
    }

    @Test(arguments: [("Medium Low", ChanceOfRain.mediumLow), ("中低", .mediumLow), ("高", .high), ("High", .high)])
    func chancesOfRainAreReadInEnglishAndChinese(wording: String, chance: ChanceOfRain) {
        #expect(ChanceOfRain(wording: wording) == chance)
    }
}

/// Rainfall by district (API-NOTES §HKO 3).
struct HKORainfallWireTests {
    @Test func maintenanceIsTrueOnlyForTRUEAndAnEmptyStringIsFalse() throws {
        let json = #"""
            {"rainfall":{"data":[{"place":"深水埗","max":0,"unit":"mm","main":""},
            {"place":"Sha Tin","min":2,"max":6,"unit":"mm","main":"FALSE"},
            {"place":"Central &amp; Western District","max":1,"unit":"mm","main":"TRUE"}],
            "startTime":"2025-11-29T09:45:00+08:00","endTime":"2025-11-29T10:45:00+08:00"}}
            """#

        let weather = try JSONDecoder().decode(HKOWire.CurrentReport.self, from: Data(json.utf8)).currentWeather

        #expect(
            weather.rainfall == [
                DistrictRainfall(district: "深水埗", max: 0, min: nil, underMaintenance: false),
                DistrictRainfall(district: "Sha Tin", max: 6, min: 2, underMaintenance: false),
                DistrictRainfall(district: "Central & Western District", max: 1, min: nil, underMaintenance: true),
            ])
        #expect(weather.rainfallEnd == (try Date("2025-11-29T10:45:00+08:00", strategy: .iso8601)))
    }
}
