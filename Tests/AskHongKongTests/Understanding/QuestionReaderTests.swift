import AskHongKong
import Foundation
import Testing

struct QuestionReaderTests {
    private func read(_ text: String, after conversation: Conversation? = nil, at now: Date = Stub.morning) throws
        -> Reading
    {
        QuestionReader().read(try QuestionText(text), conversation: conversation, now: now)
    }

    private static let tomorrow = Stub.saturday.adding(days: 1)

    @Test(arguments: ["Will it rain tomorrow?", "明天會唔會落雨", "明天会下雨吗", "聽日會唔會落雨？"])
    func rainTomorrowIsTomorrowsForecastInEveryScript(text: String) throws {
        let reading = try read(text)
        #expect(reading.intent == .forecast)
        #expect(reading.slots.date == Self.tomorrow)
    }

    @Test(arguments: ["is typhoon signal 8 up?", "而家掛咩風球？", "现在挂什么风球？", "有冇打風"])
    func typhoonQuestionsAskForTheSignal(text: String) throws {
        #expect(try read(text).intent == .typhoon)
    }

    @Test(arguments: ["Is there a black rain warning?", "有冇黑雨", "暴雨警告"])
    func rainstormQuestionsAskForTheRainstormSignalOnly(text: String) throws {
        let reading = try read(text)
        #expect(reading.intent == .warnings)
        #expect(reading.slots.warning == "rainstorm")
    }

    @Test(arguments: [
        ("How hot is it in Sha Tin?", "Sha Tin"), ("沙田而家幾度", "Sha Tin"), ("沙田现在几度", "Sha Tin"),
        ("temperature in Tsuen Wan Shing Mun Valley", "Tsuen Wan Shing Mun Valley"),
        ("weather in tsuen wan", "Tsuen Wan"), ("旺角天氣", "Mong Kok"),
    ])
    func currentWeatherQuestionsNameTheirPlace(text: String, station: String) throws {
        let reading = try read(text)
        #expect(reading.intent == .currentWeather)
        #expect(reading.slots.place == station)
    }

    @Test func aWeatherQuestionAboutALaterDayIsAForecastQuestion() throws {
        let reading = try read("weather on Monday")
        #expect(reading.intent == .forecast)
        #expect(reading.slots.date?.description == "2025-12-01")
    }

    @Test func aWeekdayMeansItsNextOccurrenceTodayIncluded() throws {
        #expect(try read("rain on saturday?").slots.date == Stub.saturday)
        #expect(try read("星期五會唔會落雨").slots.date?.description == "2025-12-05")
    }

    @Test func theDayAfterFollowsTheDayAskedAboutLast() throws {
        let first = try read("Will it rain tomorrow?")
        let context = Conversation(intent: first.intent, slots: first.slots, lastAsked: Stub.morning)

        let followUp = try read("and the day after?", after: context, at: Stub.time("10:05"))

        #expect(followUp.intent == .forecast)
        #expect(followUp.slots.date == Self.tomorrow.adding(days: 1))
    }

    @Test func aPlaceAloneReplacesOnlyThePlace() throws {
        let context = Conversation(
            intent: .currentWeather, slots: Slots(place: "Sha Tin"), lastAsked: Stub.morning)

        let followUp = try read("what about Kwun Tong?", after: context)

        #expect(followUp.intent == .currentWeather)
        #expect(followUp.slots.place == "Kwun Tong")
    }

    @Test func aFollowUpAfterTenMinutesStandsAlone() throws {
        let context = Conversation(intent: .currentWeather, slots: Slots(), lastAsked: Stub.morning)

        let late = try read("後日呢", after: context, at: Stub.time("10:11"))

        #expect(late.intent == .forecast)
        #expect(late.slots.place == nil)
    }

    @Test(arguments: ["tomorrow?", "聽日呢", "what about saturday in sha tin", "明天沙田呢"])
    func aDayAloneAsksForItsForecast(text: String) throws {
        #expect(try read(text).intent == .forecast)
    }

    @Test(arguments: ["今晚食咩好", "今晚吃什么", "what's on tv tonight", "tomorrow's football results"])
    func aDayAmongWordsOfTheirOwnAsksSomethingElse(text: String) throws {
        let reading = try read(text)
        #expect(reading.intent == .unknown)
        #expect(reading.slots.isEmpty)
    }

    @Test func aDayAmongWordsOfTheirOwnDoesNotContinueAWeatherConversation() throws {
        let context = Conversation(intent: .forecast, slots: Slots(date: Self.tomorrow), lastAsked: Stub.morning)

        #expect(try read("今晚食咩好", after: context, at: Stub.time("10:02")).intent == .unknown)
        let tonight = try read("今晚呢", after: context, at: Stub.time("10:02"))
        #expect(tonight.intent == .forecast)
        #expect(tonight.slots.date == Stub.saturday)
    }

    @Test(arguments: ["what is the meaning of life", "今晚食咩好呀", "what happens in 2 days"])
    func questionsNotCoveredAreUnknownNotGuessed(text: String) throws {
        #expect(try read(text).intent == .unknown)
    }

    /// Without a bus directory no route is known, but a route number asked when or where is still a bus question,
    /// so that a route no one runs is answered "there is no route".
    @Test(arguments: ["when is the next 1A at Chuk Yuen Estate", "1A 幾時到竹園邨", "When is the next 1A?", "where does 1A go"])
    func aRouteNumberAskedWhenOrWhereIsABusQuestion(text: String) throws {
        let reading = try read(text)
        #expect(reading.intent.isBus)
        #expect(reading.slots.route == "1A")
    }
}

/// Everyday Cantonese and Mandarin weather questions, and help asked in ordinary words, in every script.
struct EverydayQuestionReaderTests {
    private func read(_ text: String) throws -> Reading {
        QuestionReader().read(try QuestionText(text), conversation: nil, now: Stub.morning)
    }

    private static let today = CalendarDay(Stub.morning)

    @Test(arguments: [
        ("沙田而家幾多度", "Sha Tin"), ("京士柏依家幾度", "King's Park"), ("沙田现在几多度", "Sha Tin"),
        ("大埔宜家幾多度呀", "Tai Po"),
    ])
    func theTemperatureNowAtAPlaceAskedTheCantoneseWay(text: String, place: String) throws {
        let reading = try read(text)
        #expect(reading.intent == .currentWeather)
        #expect(reading.slots.place == place)
    }

    @Test(arguments: [
        ("聽朝會唔會落雨", 1), ("聽晚凍唔凍", 1), ("明早会下雨吗", 1), ("明晚会不会冷", 1), ("今朝會唔會落雨", 0),
        ("今晚会下雨吗", 0), ("what's tomorrow's weather", 1), ("will it rain this evening", 0),
    ])
    func aPartOfADayNamesThatDay(text: String, days: Int) throws {
        let reading = try read(text)
        #expect(reading.intent == .forecast || (days == 0 && reading.intent == .currentWeather), "\(reading.intent)")
        #expect(reading.slots.date == Self.today.adding(days: days))
    }

    @Test(arguments: [
        ("it's 30 now, will it cool down tomorrow", 1), ("而家30度，聽日會唔會涼啲", 1), ("现在30度，明天会凉一点吗", 1),
        ("it is 25 degrees now, will it be warmer on Monday", 2), ("而家好熱，聽日會唔會降溫", 1),
    ])
    func aReadingStatedBeforeAForecastQuestionAsksTheForecast(text: String, days: Int) throws {
        let reading = try read(text)
        #expect(reading.intent == .forecast)
        #expect(reading.slots.date == Self.today.adding(days: days))
        #expect(reading.slots.route == nil)
    }

    @Test(arguments: [
        "what are you able to answer", "what questions can I ask", "what can you tell me", "what do you do",
        "你識答啲咩", "你能回答什么", "有咩功能", "你有什么功能", "你可以回答咩問題",
    ])
    func helpAskedInOrdinaryWords(text: String) throws {
        #expect(try read(text).intent == .help)
    }
}
