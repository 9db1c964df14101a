import Foundation
import NextStopCore
import Testing

@testable import AskHongKong

/// The `ask --json` shapes, read back byte for byte.
struct AnswerJSONTests {
    private func json(_ answer: Answer) throws -> String {
        String(decoding: try APIJSON.encode(answer), as: UTF8.self)
    }

    @Test func aWarningsAnswerHasItsDocumentedShape() throws {
        let warning = WeatherWarning(
            code: "WTCSGNL", subtype: "TC3", upstreamName: "Tropical Cyclone Warning Signal",
            issueTime: Stub.time("09:40"))
        let answer = Answer(
            language: .english, intent: .typhoon, slots: Slots(), text: "In force: Strong Wind Signal No. 3.",
            cards: [.warnings(WarningsCard(warnings: [warning], language: .english))], suggestions: ["Weather now?"])

        #expect(
            try json(answer)
                == #"{"available":true,"cards":[{"data_time":"2025-11-29T01:40:00Z","source":"hko","type":"weather.warnings","#
                + #""warnings":[{"code":"WTCSGNL","issue_time":"2025-11-29T01:40:00Z","name":"Strong Wind Signal No. 3","#
                + #""subtype":"TC3"}]}],"intent":"weather.typhoon","lang":"en","slots":{},"#
                + #""suggestions":["Weather now?"],"text":"In force: Strong Wind Signal No. 3."}"#)
    }

    @Test func aForecastCardWritesEachDayWithItsDateAndChanceOfRain() throws {
        let day = StubWeather.week(from: Stub.saturday)[0]
        let card = ForecastCard(askedDate: Stub.saturday, days: [day], generalSituation: "Dry.", updateTime: nil)

        #expect(
            String(decoding: try APIJSON.encode(AnswerCard.forecast(card)), as: UTF8.self)
                == #"{"asked_date":"2025-11-29","data_time":null,"days":[{"date":"2025-11-29","icon":50,"max_c":23,"#
                + #""max_rh":80,"min_c":18,"min_rh":50,"psr":"Low","weather":"Fine.","weekday":"Day 0","#
                + #""wind":"East force 3."}],"general_situation":"Dry.","source":"hko","type":"weather.forecast"}"#)
    }

    @Test func theWeatherNowAndANightTimeUVCardWriteNullsForWhatIsMissing() throws {
        let now = CurrentWeatherCard(
            place: "沙田", temperature: 21.5, humidity: nil, humidityPlace: nil, icons: [51], warningMessages: [],
            recordTime: nil)
        let night = UVCard(reading: nil, updateTime: Stub.time("22:02"))

        #expect(
            String(decoding: try APIJSON.encode(AnswerCard.currentWeather(now)), as: UTF8.self)
                == #"{"data_time":null,"humidity_pct":null,"humidity_place":null,"icons":[51],"messages":[],"#
                + #""place":"沙田","source":"hko","temperature_c":21.5,"type":"weather.now"}"#)
        #expect(
            String(decoding: try APIJSON.encode(AnswerCard.uv(night)), as: UTF8.self)
                == #"{"data_time":"2025-11-29T14:02:00Z","level":null,"place":null,"source":"hko","type":"weather.uv","#
                + #""value":null}"#)
    }

    @Test func slotsWriteOnlyWhatWasNamedAndTheIndentedFormReadsBackTheSame() throws {
        let answer = Answer(
            language: .traditionalChinese, intent: .forecast, slots: Slots(date: Stub.saturday, place: "Sha Tin"),
            text: "好天。", cards: [.text(TextCard(body: "好天。"))], suggestions: [], isAvailable: false)

        let compact = try json(answer)
        let indented = String(decoding: try APIJSON.encode(answer, pretty: true), as: UTF8.self)
        let rejoined = indented.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()

        #expect(rejoined.replacingOccurrences(of: "\" : ", with: "\":") == compact)
        #expect(compact.contains(#""slots":{"date":"2025-11-29","place":"Sha Tin"}"#))
        #expect(compact.hasPrefix(#"{"available":false,"#))
    }
}
