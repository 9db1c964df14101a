import AskHongKong
import Foundation
import NextStopCore
import Testing

struct AskServiceTests {
    private func ask(_ text: String, weather: StubWeather = StubWeather(), at now: Date = Stub.morning) async throws
        -> Answer
    {
        try await AskService(source: weather).ask(text, conversation: nil, now: now).0
    }

    @Test func tomorrowIsFoundByDateBeforeAndAfterTheMorningIssue() async throws {
        // Before 11:30 the forecast starts today; from it, tomorrow. Either way tomorrow is the 30th.
        let early = try await ask("Will it rain tomorrow?")
        var later = StubWeather()
        later.days = StubWeather.week(from: Stub.saturday.adding(days: 1))
        let late = try await ask("Will it rain tomorrow?", weather: later, at: Stub.time("12:00"))

        #expect(early.text == "Day 1 30 Nov: 19–24°C. Fine. Chance of significant rain: Low.")
        #expect(late.text == "Day 0 30 Nov: 18–23°C. Fine. Chance of significant rain: Low.")
        guard case .forecast(let card) = late.cards.first else {
            Issue.record("no forecast card")
            return
        }
        #expect(card.askedDate.description == "2025-11-30")
        #expect(card.days.count == 9)
    }

    @Test func theAnswerIsInTheLanguageAsked() async throws {
        let traditional = try await ask("後日會唔會落雨")
        let simplified = try await ask("后天会下雨吗")

        #expect(traditional.language == .traditionalChinese)
        #expect(traditional.text.hasSuffix("顯著降雨概率：高。"))
        #expect(simplified.text.hasSuffix("显著降雨概率：高。"))
        #expect(simplified.suggestions.first == "后天呢？")
    }

    @Test func todayIsTheLocalForecastAndWithoutOneTheWeatherNow() async throws {
        var later = StubWeather()
        later.days = StubWeather.week(from: Stub.saturday.adding(days: 1))
        var silent = later
        silent.local.forecast = ""

        let local = try await ask("will it rain today?", weather: later, at: Stub.time("12:00"))
        let now = try await ask("will it rain today?", weather: silent, at: Stub.time("12:00"))

        #expect(local.text == "Forecast for today: Fine and dry.")
        guard case .forecast(let card) = local.cards.first else { return #expect(Bool(false), "no forecast card") }
        #expect(card.local?.outlook == "Dry for the next few days.")
        #expect(now.text == "23°C at Hong Kong Observatory at 10:00. Relative humidity 68% at Hong Kong Observatory.")
    }

    @Test func aCachedReplyGivesItsCardItsAge() async throws {
        var cached = StubWeather()
        cached.cachedAt = Stub.time("09:55")

        let answer = try await ask("weather now", weather: cached)

        guard case .currentWeather(let card) = answer.cards.first else { return #expect(Bool(false), "no card") }
        #expect(card.origin == CardOrigin(source: "hko", dataTime: Stub.time("10:00"), isCached: true, age: 300))
    }

    @Test func aWarningsBannerCarriesEachWarningsFullTextAndTheTips() async throws {
        var stormy = StubWeather()
        stormy.inForce = [
            WeatherWarning(code: "WRAIN", subtype: "WRAINA", upstreamName: "Rainstorm", issueTime: Stub.time("08:00"))
        ]
        stormy.texts = [
            WarningText(code: "WRAIN", subtype: "WRAINA", lines: ["Amber in force.", "Heavy rain."], updateTime: nil)
        ]
        stormy.tips = ["Flooding may occur in low-lying areas."]

        let answer = try await ask("any warnings?", weather: stormy)

        guard case .warnings(let card) = answer.cards.first else { return #expect(Bool(false), "no banner") }
        #expect(card.text(of: stormy.inForce[0]) == ["Amber in force.", "Heavy rain."])
        #expect(card.tips == ["Flooding may occur in low-lying areas."])
    }

    @Test func aDayBeyondTheForecastIsSaidToBeBeyondIt() async throws {
        let answer = try await ask("weather on the day after tomorrow", weather: StubWeather(days: []))

        #expect(answer.text == "The Observatory's forecast has no days now.")
    }

    @Test func theAskedStationIsAnsweredAndAMissingOneSaysSo() async throws {
        let shaTin = try await ask("how hot is it in sha tin")
        let kwunTong = try await ask("temperature in kwun tong")

        #expect(shaTin.text.hasPrefix("21.5°C at Sha Tin at 10:00."))
        #expect(kwunTong.text.hasPrefix("No reading from there now. 23°C at Hong Kong Observatory"))
    }

    @Test func typhoonSignalsComeFirstAndEachQuestionSeesItsOwnWarnings() async throws {
        var stormy = StubWeather()
        stormy.inForce = [
            WeatherWarning(
                code: "WRAIN", subtype: "WRAINA", upstreamName: "Rainstorm Warning Signal", issueTime: Stub.time("08:00")),
            WeatherWarning(code: "WTCSGNL", subtype: "TC8SE", upstreamName: "Tropical Cyclone", issueTime: Stub.time("09:40")),
        ]

        let all = try await ask("any warnings now?", weather: stormy)
        let typhoon = try await ask("颱風信號", weather: stormy)
        let rain = try await ask("有冇黑雨", weather: StubWeather())

        #expect(all.text == "In force: No. 8 Southeast Gale or Storm Signal, Amber Rainstorm Warning Signal.")
        #expect(typhoon.text == "現正生效：八號東南烈風或暴風信號。")
        #expect(rain.text == "現時沒有暴雨警告信號。")
    }

    @Test func thereIsNoUVIndexAtNight() async throws {
        var night = StubWeather()
        night.current.uv = nil

        #expect(try await ask("UV index now?").text == "UV index at King's Park: 4 (moderate).")
        #expect(try await ask("紫外線指數幾多？", weather: night).text == "現時沒有紫外線指數：天文台只在日間量度。")
    }

    @Test func anObservatoryThatIsDownGivesAnAnswerSayingSo() async throws {
        let answer = try await ask("weather now", weather: StubWeather(failure: .unreachable(reason: "refused")))

        #expect(!answer.isAvailable)
        #expect(answer.text == "The Observatory is not answering now; try again later.")
    }

    @Test func everySuggestionReadsAsTheQuestionItSuggests() async throws {
        let reader = QuestionReader(busDirectory: FixtureBuses())
        for intent in Intent.allCases {
            let conversation = Conversation(intent: intent, slots: Slots(), lastAsked: Stub.morning)
            for text in try await suggestions(after: intent) {
                let reading = reader.read(try QuestionText(text), conversation: conversation, now: Stub.morning)
                #expect(reading.intent != .unknown, "\(text)")
            }
        }
    }

    private func suggestions(after intent: Intent) async throws -> [String] {
        var all: [String] = []
        for language in ["Weather now", "天氣點", "天气怎样"] {
            let reading = QuestionReader().read(try QuestionText(language), conversation: nil, now: Stub.morning)
            let answer = await AskService(source: StubWeather(), buses: FixtureBuses()).answer(
                Reading(question: reading.question, intent: intent, slots: Slots()), now: Stub.morning)
            all += answer.suggestions
        }
        return all
    }

    @Test func busSuggestionsAskOnlyAboutRoutesTheNetworkRuns() async throws {
        let service = AskService(source: StubWeather(), buses: FixtureBuses())
        var unknownRoute = Slots()
        unknownRoute.route = "1Z"

        let (asked, _) = try await service.ask("where does A21 go", conversation: nil, now: Stub.morning)
        let afterUnknown = await service.answer(
            Reading(question: try QuestionText("1Z去邊"), intent: .busRoute, slots: unknownRoute), now: Stub.morning)

        #expect(asked.suggestions.first == "When is the next A21?")
        #expect(!FixtureBuses().isKnownRoute("1Z"))
        #expect(afterUnknown.suggestions.first == "1A幾時到？", "\(afterUnknown.suggestions)")
        #expect(FixtureBuses().isKnownRoute("1A"))
    }

    @Test func withoutBusesNoSuggestionIsAboutARoute() async throws {
        let answer = await AskService(source: StubWeather()).answer(
            Reading(
                question: try QuestionText("where does 1A go"), intent: .busRoute, slots: Slots()),
            now: Stub.morning)

        #expect(answer.suggestions == ["Buses near Mong Kok?", "Weather now?"])
    }

    @Test func aFollowUpIsAnsweredFromTheConversation() async throws {
        let service = AskService(source: StubWeather())

        let (_, conversation) = try await service.ask("明天會唔會落雨", conversation: nil, now: Stub.morning)
        let (followUp, _) = try await service.ask("後日呢", conversation: conversation, now: Stub.time("10:03"))

        #expect(followUp.intent == .forecast)
        #expect(followUp.slots.date?.description == "2025-12-01")
    }

    @Test func aQuestionNotCoveredGetsHelpNotAGuess() async throws {
        let answer = try await ask("what is the meaning of life")

        #expect(answer.intent == .unknown)
        #expect(answer.text.hasPrefix("I can't answer that."))
        #expect(answer.suggestions == ["Weather now?", "Will it rain tomorrow?", "Air quality now?", "Buses near Mong Kok?"])
    }
}
