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
