/// A day named in a question, before it is resolved against today and the conversation.
enum DatePhrase: Sendable, Hashable {
    /// Days after today: 0 today, 1 tomorrow, 2 the day after tomorrow.
    case daysFromToday(Int)
    /// The next such weekday, today included (1 Sunday to 7 Saturday).
    case weekday(Int)
    /// "and the day after?": the day after the one asked about last.
    case dayAfterPrevious

    /// Phrases in folded form, longest meaning first: "day after tomorrow" before "tomorrow".
    private static let relativeDayNames: [(phrases: [String], phrase: DatePhrase)] = [
        (["大后日", "大后天"], .daysFromToday(3)),
        (["this weekend", "weekend", "周末", "礼拜六日", "星期六日"], .weekday(7)),
        (["day after tomorrow", "day after tmr", "后天", "后日"], .daysFromToday(2)),
        (["the day after", "day after that", "next day", "之后一日", "之后一天", "再下一日", "再后一天"], .dayAfterPrevious),
        // A part of a day (听朝 tomorrow morning, 听晚 tomorrow night, 今朝 this morning) names that day.
        (
            [
                "tomorrow", "tomorrow's", "tmr", "tmrw", "tomorow", "tommorow", "tommorrow", "明天", "明日", "听日", "听朝",
                "听晚", "明早", "明晚", "明朝",
            ], .daysFromToday(1)
        ),
        (
            [
                "today", "today's", "tonight", "tonight's", "this morning", "this afternoon", "this evening", "今天", "今日",
                "今晚", "今朝", "今早",
            ], .daysFromToday(0)
        ),
    ]

    private static let relativeDays = relativeDayNames.map { (phrases: Keywords($0.phrases), phrase: $0.phrase) }

    /// Each weekday's names, Sunday first: English, and 星期, 礼拜 or 周 with its number (星期天 too for Sunday).
    private static let weekdayNames: [[String]] = [
        (["sunday"], "日"), (["monday", "mon"], "一"), (["tuesday", "tue", "tues"], "二"),
        (["wednesday", "wed"], "三"), (["thursday", "thu", "thurs"], "四"), (["friday", "fri"], "五"),
        (["saturday", "sat"], "六"),
    ].map { english, number in
        english + ["星期", "礼拜", "周"].map { $0 + number } + (number == "日" ? ["星期天", "礼拜天"] : [])
    }

    private static let weekdays = weekdayNames.map(Keywords.init)

    /// Every way of naming a day, in folded form.
    static let names = relativeDayNames.flatMap(\.phrases) + weekdayNames.flatMap { $0 } + nowNames

    /// Words for the present moment: today, but only when no other day is named, since "it's 25 now, will it be
    /// warmer on Saturday" asks about Saturday.
    private static let nowNames = ["now", "而家", "现在", "宜家", "依家"]
    private static let now = Keywords(nowNames)

    /// The first day the question names, or nil.
    static func find(in question: QuestionText) -> DatePhrase? {
        if let days = daysAhead(in: question.folded.string) { return .daysFromToday(days) }
        for entry in relativeDays where question.containsAny(entry.phrases) { return entry.phrase }
        if let weekday = weekdays.firstIndex(where: question.containsAny) { return .weekday(weekday + 1) }
        return question.containsAny(now) ? .daysFromToday(0) : nil
    }

    /// Numbers people count days with, as words: `three days`, 三日後, 兩天後.
    private static let numberWords = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
    ]

    /// The days ahead a count names: "in 3 days", "three days from now", "5 days later", 三日後, 3天之後 (folded);
    /// nil for none, or for more than the 14 days any forecast reaches.
    private static func daysAhead(in folded: String) -> Int? {
        let count = englishCount(in: folded) ?? chineseCount(in: Array(folded))
        guard let count, let days = Int(count) ?? numberWords[count], (1...14).contains(days) else { return nil }
        return days
    }

    /// The count of "in N days" or "N days from now / later".
    private static func englishCount(in folded: String) -> String? {
        guard folded.contains(" day") else { return nil }
        let words = folded.split(separator: " ").map(String.init)
        for index in words.indices.dropFirst() where words[index] == "days" || words[index] == "day" {
            let after = words.dropFirst(index + 1).prefix(2).joined(separator: " ")
            let counted = index >= 2 && words[index - 2] == "in"
            if counted || ["from now", "from today"].contains(after) || after.hasPrefix("later") { return words[index - 1] }
        }
        return nil
    }

    /// The count before 日後 or 天後 (之 between them allowed, Simplified as folded).
    private static func chineseCount(in characters: [Character]) -> String? {
        guard let after = characters.firstIndex(of: "后"), after >= 2 else { return nil }
        var unit = after - 1
        if characters[unit] == "之" { unit -= 1 }
        guard unit >= 1, characters[unit] == "日" || characters[unit] == "天" else { return nil }
        var start = unit - 1
        if characters[start] == " ", start >= 1 { start -= 1 }
        guard characters[start].isNumber || numberWords[String(characters[start])] != nil else { return nil }
        var first = start
        while first > 0, characters[first - 1].isASCII, characters[first - 1].isNumber { first -= 1 }
        return String(characters[first...start])
    }

    /// True for a weekday or the weekend, which asks about that day's forecast even when it is today.
    var namesDay: Bool {
        if case .weekday = self { return true }
        return false
    }

    /// The day meant, asked on `today` after a question about `previous` (nil when there was none).
    func resolve(today: CalendarDay, previous: CalendarDay?) -> CalendarDay {
        switch self {
        case .daysFromToday(let count): today.adding(days: count)
        case .weekday(let weekday): today.adding(days: (weekday - today.weekday + 7) % 7)
        case .dayAfterPrevious: (previous ?? today.adding(days: 1)).adding(days: 1)
        }
    }
}
