import Foundation
import NextStopCore

/// The Air Quality Health Index at the station that reports for the place asked about, or the overall picture; a
/// place two stations report for (`Central`) is asked back.
enum AirQualityAnswer {
    static func make(_ fetched: Fetched<AirQuality>, placeName: String?, language: Language, now: Date) -> AnswerContent {
        let place = placeName.flatMap(Places.named)
        let stations = (place?.airStations ?? []).compactMap(AirQualityStation.named)
        if stations.count > 1 { return clarify(stations, place: place, language: language) }
        if let station = stations.first {
            guard let gauge = stationCard(at: station, fetched: fetched, language: language, now: now) else {
                let name = station.name(in: language)
                return AnswerContent(
                    text: Wording.say(
                        language, en: "EPD has no AQHI reading from \(name) now.", tc: "環保署現時沒有\(name)的空氣質素健康指數。",
                        sc: "环保署现时没有\(name)的空气质素健康指数。"))
            }
            return AnswerContent(text: sentence(gauge, language: language), cards: [.airQuality(gauge)])
        }
        var overview = overall(fetched, language: language, now: now)
        if let place {
            let name = place.name(in: language)
            overview.text =
                Wording.say(
                    language, en: "There is no AQHI station at \(name). ", tc: "\(name)沒有空氣質素監測站。", sc: "\(name)没有空气质素监测站。")
                + overview.text
        }
        return overview
    }

    /// The gauge of `station`, or nil when it has no reading.
    private static func stationCard(
        at station: AirQualityStation, fetched: Fetched<AirQuality>, language: Language, now: Date
    ) -> AirQualityCard? {
        guard let reading = fetched.value.latest(at: station.en) else { return nil }
        let origin = CardOrigin(source: CardOrigin.environmentalProtection, dataTime: reading.time, fetched: fetched, now: now)
        return AirQualityCard(
            station: station, reading: reading, history: fetched.value.readings[station.en] ?? [],
            pollutants: fetched.value.pollutants[station.en],
            districts: fetched.value.ranked.map { AirQualityCard.District(station: $0.station, index: $0.index) },
            language: language, origin: origin)
    }

    /// The highest general and roadside readings, with the gauge of the highest station.
    private static func overall(_ fetched: Fetched<AirQuality>, language: Language, now: Date) -> AnswerContent {
        let ranked = fetched.value.ranked.map { ($0.station, $0.index) }
        guard let highest = ranked.first, let gauge = stationCard(at: highest.0, fetched: fetched, language: language, now: now)
        else {
            return AnswerContent(
                text: Wording.say(
                    language, en: "EPD has no AQHI readings now.", tc: "環保署現時沒有空氣質素健康指數。", sc: "环保署现时没有空气质素健康指数。"))
        }
        let general = ranked.filter { !$0.0.isRoadside }.map(\.1)
        let roadside = ranked.filter { $0.0.isRoadside }.map(\.1)
        let text = Wording.say(
            language, en: "General stations: \(range(general, language)); roadside stations: \(range(roadside, language)). ",
            tc: "一般監測站：\(range(general, language))；路邊監測站：\(range(roadside, language))。",
            sc: "一般监测站：\(range(general, language))；路边监测站：\(range(roadside, language))。")
        return AnswerContent(text: text + sentence(gauge, language: language), cards: [.airQuality(gauge)])
    }

    /// `2 to 4 (Low to Moderate)`, `-` with no readings.
    private static func range(_ indices: [AirQualityIndex], _ language: Language) -> String {
        guard let low = indices.min(), let high = indices.max() else { return "-" }
        let to = language == .english ? " to " : "至"
        let values = low == high ? low.description : low.description + to + high.description
        let risks =
            low.risk == high.risk ? low.risk.name[language] : low.risk.name[language] + to + high.risk.name[language]
        return language == .english ? "\(values) (\(risks))" : "\(values)（\(risks)）"
    }

    private static func sentence(_ card: AirQualityCard, language: Language) -> String {
        guard let index = card.reading.index else { return "" }
        let name = card.station.name(in: language)
        let risk = index.risk
        let time = Wording.time(card.reading.time)
        var text = Wording.say(
            language, en: "AQHI at \(name) at \(time): \(index) (\(risk.name.en) health risk). \(risk.generalAdvice.en)",
            tc: "\(name)\(time)空氣質素健康指數\(index)（健康風險\(risk.name.tc)）。\(risk.generalAdvice.tc)",
            sc: "\(name)\(time)空气质素健康指数\(index)（健康风险\(risk.name.sc)）。\(risk.generalAdvice.sc)")
        if risk != .low { text += (language == .english ? " " : "") + risk.higherRiskAdvice[language] }
        return text
    }

    /// Which of `stations` was meant, each choice a question naming one.
    private static func clarify(_ stations: [AirQualityStation], place: Places.Place?, language: Language) -> AnswerContent {
        let choices = stations.map { station in
            Wording.say(
                language, en: "AQHI at \(station.en)\(station.isRoadside ? " roadside" : "")",
                tc: "\(station.tc)\(station.isRoadside ? "路邊" : "")空氣質素", sc: "\(station.sc)\(station.isRoadside ? "路边" : "")空气质素"
            )
        }
        let name = place?.name(in: language) ?? ""
        let question = Wording.say(
            language, en: "Two AQHI stations report for \(name): the general station or the roadside one?",
            tc: "\(name)有兩個空氣質素監測站：一般監測站還是路邊監測站？", sc: "\(name)有两个空气质素监测站：一般监测站还是路边监测站？")
        return AnswerContent(text: question, clarify: Clarification(question: question, choices: choices))
    }
}
