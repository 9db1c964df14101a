import AskHongKong
import Foundation
import NextStopCore
import Testing

/// AQHI questions: the station of the place asked, the overall picture, a place two stations report for asked back.
struct AirQualityAnswerTests {
    private func ask(_ text: String, air: StubAir = StubAir()) async throws -> Answer {
        try await AskService(source: StubWeather(), airQuality: air).ask(text, conversation: nil, now: Stub.morning).0
    }

    @Test func aPlacesStationIsAnsweredWithItsBandAdviceAndDay() async throws {
        let answer = try await ask("AQHI in Mong Kok")

        #expect(answer.intent == .airQuality)
        #expect(answer.text.hasPrefix("AQHI at Mong Kok at 09:00: 7 (High health risk). Usual outdoor activities. Children,"))
        guard case .airQuality(let card) = answer.cards.first else { return #expect(Bool(false), "no gauge") }
        #expect(card.history.count == 3)
        #expect(card.origin.source == "epd")
        #expect(card.reading.index?.risk.colour == "#e3262b")
        #expect(card.pollutants?.concentrations[.fineParticulates] == 29.5)
    }

    @Test func theGaugeComparesEveryStationsNewestIndexHighestFirst() async throws {
        let answer = try await ask("AQHI in Sha Tin")

        guard case .airQuality(let card) = answer.cards.first else { return #expect(Bool(false), "no gauge") }
        // Tap Mun's newest hour has no reading, so its 08:00 index stands; equal indices keep EPD's order, general
        // stations first.
        #expect(card.districts.map(\.station.en) == ["Mong Kok", "Central", "Central/Western", "Sha Tin", "Tap Mun"])
        #expect(card.districts.map(\.index.value) == [7, 5, 3, 3, 1])
    }

    @Test func theAnswerIsInTheLanguageAsked() async throws {
        let answer = try await ask("沙田空氣質素")

        #expect(answer.text.hasPrefix("沙田09:00空氣質素健康指數3（健康風險低）。可如常進行戶外活動。"))
    }

    @Test func centralIsAskedBackAsTheGeneralOrTheRoadsideStation() async throws {
        let answer = try await ask("air quality central")

        let clarify = try #require(answer.clarify)
        #expect(clarify.choices == ["AQHI at Central/Western", "AQHI at Central roadside"])
        #expect(answer.suggestions == clarify.choices)
        let reader = QuestionReader()
        let places = try clarify.choices.map { try reader.read(QuestionText($0), conversation: nil, now: Stub.morning) }
        #expect(places.map(\.slots.place) == ["Central and Western", "Central roadside"])
        #expect(places.allSatisfy { $0.intent == .airQuality })
    }

    @Test func withoutAPlaceTheRangesAndTheHighestStationAreGiven() async throws {
        let answer = try await ask("aqhi now")

        #expect(
            answer.text.hasPrefix(
                "General stations: 1 to 3 (Low); roadside stations: 5 to 7 (Moderate to High). AQHI at Mong Kok"))
    }

    @Test func aPlaceWithoutAStationSaysSoAndAStationWithoutAReadingToo() async throws {
        let noStation = try await ask("air quality in yau ma tei")
        let noReading = try await ask("air quality tap mun", air: StubAir())

        #expect(noStation.text.hasPrefix("There is no AQHI station at Yau Ma Tei. General stations"))
        #expect(noReading.text == "AQHI at Tap Mun at 08:00: 1 (Low health risk). Usual outdoor activities.")
    }

    @Test func epdDownIsSaidPlainly() async throws {
        let answer = try await ask("aqhi sha tin", air: StubAir(failure: .timeout))

        #expect(!answer.isAvailable)
        #expect(answer.text == "Air quality readings are not available now; try again later.")
    }
}
