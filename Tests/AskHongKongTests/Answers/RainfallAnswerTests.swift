import AskHongKong
import Foundation
import Testing

struct RainfallAnswerTests {
    private func ask(_ text: String, rainfall: [DistrictRainfall]) async throws -> Answer {
        var weather = StubWeather()
        weather.current.rainfall = rainfall
        return try await AskService(source: weather).ask(text, conversation: nil, now: Stub.morning).0
    }

    @Test(arguments: ["how much rain fell?", "rainfall", "雨量", "落咗幾多雨"])
    func rainfallQuestionsAreNotForecastQuestions(text: String) throws {
        #expect(QuestionReader().read(try QuestionText(text), conversation: nil, now: Stub.morning).intent == .rainfall)
    }

    @Test func theWettestDistrictsAreNamedAndOnesUnderMaintenanceLeftOut() async throws {
        let answer = try await ask(
            "how much rain fell?",
            rainfall: [
                DistrictRainfall(district: "Tai Po", max: 4, min: nil, underMaintenance: false),
                DistrictRainfall(district: "Sha Tin", max: 12, min: 3, underMaintenance: false),
                DistrictRainfall(district: "Yuen Long", max: 30, min: nil, underMaintenance: true),
                DistrictRainfall(district: "Sai Kung", max: 0, min: nil, underMaintenance: false),
            ])

        #expect(answer.text == "Most rain in the past hour: Sha Tin 12 mm, Tai Po 4 mm.")
        guard case .rainfall(let card) = answer.cards.first else {
            Issue.record("no rainfall card")
            return
        }
        #expect(card.districts.count == 4)
    }

    @Test func aDryHourSaysSo() async throws {
        let answer = try await ask(
            "雨量", rainfall: [DistrictRainfall(district: "沙田", max: 0, min: nil, underMaintenance: false)])

        #expect(answer.text == "過去一小時沒有錄得雨量。")
    }
}
