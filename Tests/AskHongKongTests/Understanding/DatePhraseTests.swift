import Testing

@testable import AskHongKong

struct DatePhraseTests {
    private func phrase(_ text: String) throws -> DatePhrase? { DatePhrase.find(in: try QuestionText(text)) }

    @Test(arguments: [
        ("day after tomorrow", DatePhrase.daysFromToday(2)), ("後日", .daysFromToday(2)), ("后天", .daysFromToday(2)),
        ("tomorrow", .daysFromToday(1)), ("聽日", .daysFromToday(1)), ("明日", .daysFromToday(1)),
        ("tonight", .daysFromToday(0)), ("今日", .daysFromToday(0)), ("and the day after?", .dayAfterPrevious),
        ("星期日", .weekday(1)), ("禮拜天", .weekday(1)), ("周三", .weekday(4)), ("Friday", .weekday(6)),
    ])
    func eachWayOfNamingADayIsFound(text: String, expected: DatePhrase) throws {
        #expect(try phrase(text) == expected)
    }

    @Test(arguments: [
        ("will it rain in 3 days", 3), ("weather in three days", 3), ("forecast five days from now", 5),
        ("2 days later", 2), ("三日後會唔會落雨", 3), ("兩天後天氣", 2), ("4日之後熱唔熱", 4), ("七天后会下雨吗", 7),
    ])
    func aCountOfDaysAheadNamesThatDay(text: String, days: Int) throws {
        #expect(try phrase(text) == .daysFromToday(days))
    }

    @Test(arguments: ["in 30 days", "the last 3 days", "3日前", "一日"])
    func aCountBeyondTheForecastOrBehindNamesNoDayAhead(text: String) throws {
        #expect(try phrase(text) == nil)
    }

    @Test func aQuestionWithoutADayHasNone() throws {
        #expect(try phrase("is typhoon signal 8 up?") == nil)
    }

    @Test func theDayAfterWithoutAPreviousDayIsTheDayAfterTomorrow() {
        #expect(DatePhrase.dayAfterPrevious.resolve(today: Stub.saturday, previous: nil) == Stub.saturday.adding(days: 2))
        #expect(DatePhrase.weekday(7).resolve(today: Stub.saturday, previous: nil) == Stub.saturday)
    }
}
