import Foundation
import NextStopCore
import Testing

@testable import AskHongKong

/// A weather or air question naming no place, asked with the rider's position, is about the temperature station
/// nearest to them; a place named wins, and a position outside Hong Kong changes nothing.
struct WeatherWhereTheRiderIsTests {
    /// Beside Sha Tin's station, in Tai Wai.
    private static let shaTin = Coordinate(latitude: 22.394, longitude: 114.205)
    private static let london = Coordinate(latitude: 51.507, longitude: -0.128)

    private func ask(_ text: String, here: Coordinate?) async throws -> Answer {
        try await AskService(source: StubWeather(), airQuality: StubAir()).ask(
            text, conversation: nil, here: here, now: Stub.morning
        ).0
    }

    @Test func theWeatherNowIsTheNearestStations() async throws {
        let english = try await ask("weather now", here: Self.shaTin)
        let traditional = try await ask("而家天氣點", here: Self.shaTin)

        #expect(english.text.hasPrefix("21.5°C at Sha Tin"))
        #expect(english.slots.place == "Sha Tin")
        #expect(traditional.slots.place == "Sha Tin")
        #expect(traditional.text.hasPrefix("Sha Tin") && traditional.text.contains("氣溫21.5度"))
        guard case .currentWeather(let card) = english.cards.first else { return #expect(Bool(false), "no card") }
        #expect(card.place == "Sha Tin")
    }

    @Test func aPlaceNamedWinsOverThePosition() async throws {
        let answer = try await ask("weather at King's Park now", here: Self.shaTin)

        #expect(answer.slots.place == "King's Park")
    }

    @Test func aPositionOutsideHongKongIsTheObservatorysAsWithout() async throws {
        let far = try await ask("weather now", here: Self.london)
        let without = try await ask("weather now", here: nil)

        #expect(far.text == without.text)
        #expect(far.text.hasPrefix("23°C at Hong Kong Observatory"))
    }

    @Test func theAirQualityIsTheNearestStations() async throws {
        let answer = try await ask("air quality", here: Self.shaTin)

        #expect(answer.slots.place == "Sha Tin")
        #expect(answer.text.contains("Sha Tin"))
    }

    @Test func everyStationIsTheNearestToItselfAndAPlaceOfItsOwn() throws {
        let question = try QuestionText("weather now")
        for station in TemperatureStations.all {
            let reading = Reading(question: question, intent: .currentWeather, slots: Slots())
            let located = AskService.located(reading, here: station.at)
            #expect(located.slots.place == station.en)
            #expect(Places.named(station.en)?.temperatureStation == station.en)
        }
    }
}
