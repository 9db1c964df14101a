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
            cards: [
                .warnings(
                    WarningsCard(
                        warnings: [warning], texts: [], tips: [], language: .english,
                        origin: CardOrigin(source: "hko", dataTime: Stub.time("09:40"))))
            ], suggestions: ["Weather now?"])

        #expect(
            try json(answer)
                == #"{"available":true,"cards":[{"age_s":0,"cached":false,"data_time":"2025-11-29T01:40:00Z","#
                + #""source":"hko","tips":[],"type":"weather.warnings","warnings":[{"code":"WTCSGNL","full_text":[],"#
                + #""issue_time":"2025-11-29T01:40:00Z","name":"Strong Wind Signal No. 3","subtype":"TC3"}]}],"#
                + #""clarify":null,"intent":"weather.typhoon","lang":"en","slots":{},"#
                + #""suggestions":["Weather now?"],"text":"In force: Strong Wind Signal No. 3."}"#)
    }

    @Test func aForecastCardWritesEachDayWithItsDateAndChanceOfRain() throws {
        let day = StubWeather.week(from: Stub.saturday)[0]
        let card = ForecastCard(
            askedDate: Stub.saturday, days: [day], generalSituation: "Dry.", local: nil,
            origin: CardOrigin(source: "hko", dataTime: nil, isCached: true, age: 300))

        #expect(
            String(decoding: try APIJSON.encode(AnswerCard.forecast(card)), as: UTF8.self)
                == #"{"age_s":300,"asked_date":"2025-11-29","cached":true,"data_time":null,"days":[{"date":"2025-11-29","#
                + #""icon":50,"max_c":23,"max_rh":80,"min_c":18,"min_rh":50,"psr":"Low","weather":"Fine.","#
                + #""weekday":"Day 0","wind":"East force 3."}],"general_situation":"Dry.","local":null,"source":"hko","#
                + #""type":"weather.forecast"}"#)
    }

    @Test func theWeatherNowAndANightTimeUVCardWriteNullsForWhatIsMissing() throws {
        let now = CurrentWeatherCard(
            place: "沙田", temperature: 21.5, humidity: nil, humidityPlace: nil, icons: [51], warningMessages: [],
            origin: CardOrigin(source: "hko", dataTime: nil))
        let night = UVCard(reading: nil, origin: CardOrigin(source: "hko", dataTime: Stub.time("22:02")))

        #expect(
            String(decoding: try APIJSON.encode(AnswerCard.currentWeather(now)), as: UTF8.self)
                == #"{"age_s":0,"cached":false,"data_time":null,"humidity_pct":null,"humidity_place":null,"icons":[51],"#
                + #""messages":[],"place":"沙田","source":"hko","temperature_c":21.5,"type":"weather.now"}"#)
        #expect(
            String(decoding: try APIJSON.encode(AnswerCard.uv(night)), as: UTF8.self)
                == #"{"age_s":0,"cached":false,"data_time":"2025-11-29T14:02:00Z","level":null,"place":null,"#
                + #""source":"hko","type":"weather.uv","value":null}"#)
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

    @Test func anAirQualityGaugeWritesItsBandAdviceAndHistory() throws {
        let station = try #require(AirQualityStation.named("Mong Kok"))
        let reading = AirQualityReading(time: Stub.time("09:00"), index: AirQualityIndex(value: 7))
        let missing = AirQualityReading(time: Stub.time("08:00"), index: nil)
        let shaTin = try #require(AirQualityStation.named("Sha Tin"))
        let card = AirQualityCard(
            station: station, reading: reading, history: [missing, reading],
            pollutants: PollutantReading(
                time: Stub.time("09:00"), concentrations: [.nitrogenDioxide: 96, .fineParticulates: 29.5]),
            districts: [
                .init(station: station, index: try #require(AirQualityIndex(value: 7))),
                .init(station: shaTin, index: try #require(AirQualityIndex(value: 11))),
            ], language: .english, origin: CardOrigin(source: "epd", dataTime: Stub.time("09:00")))

        #expect(
            String(decoding: try APIJSON.encode(AnswerCard.airQuality(card)), as: UTF8.self)
                == #"{"advice":{"general":"Usual outdoor activities.","higher_risk":"Children, the elderly and people "#
                + #"with heart or respiratory illnesses: reduce outdoor physical exertion and the time spent outdoors, "#
                + ##"especially in areas with heavy traffic."},"age_s":0,"cached":false,"colour":"#e3262b","##
                + ##""data_time":"2025-11-29T01:00:00Z","districts":[{"colour":"#e3262b","label":"7","station":"Mong Kok","##
                + ##""station_id":"Mong Kok","station_type":"roadside","value":7},{"colour":"#000000","label":"10+","##
                + #""station":"Sha Tin","station_id":"Sha Tin","station_type":"general","value":11}],"#
                + #""history":[{"time":"2025-11-29T00:00:00Z","value":null},"#
                + #"{"time":"2025-11-29T01:00:00Z","value":7}],"label":"7","pollutants":{"time":"2025-11-29T01:00:00Z","#
                + #""values":[{"name":"Fine suspended particulates","pollutant":"pm2_5","symbol":"PM2.5","ug_m3":29.5},"#
                + #"{"name":"Nitrogen dioxide","pollutant":"no2","symbol":"NO₂","ug_m3":96}]},"#
                + #""risk":"High","risk_name":"High","#
                + #""source":"epd","station":"Mong Kok","station_id":"Mong Kok","station_type":"roadside","#
                + #""type":"air.aqhi","value":7}"#)
    }

    @Test func aClarificationIsWrittenWithItsChoices() throws {
        let answer = Answer(
            language: .english, intent: .airQuality, slots: Slots(place: "Central"), text: "Which one?",
            cards: [.text(TextCard(body: "Which one?"))], suggestions: ["A", "B"],
            clarify: Clarification(question: "Which one?", choices: ["A", "B"]))

        let compact = try json(answer)

        #expect(compact.contains(#""clarify":{"choices":["A","B"],"question":"Which one?"}"#))
        #expect(
            compact.contains(
                #""cards":[{"age_s":0,"body":"Which one?","cached":false,"data_time":null,"source":null,"type":"text"}]"#))
    }
}
