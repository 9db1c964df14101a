/// A day named in a question, before it is resolved against today and the conversation.
enum DatePhrase: Sendable, Hashable {
    /// Days after today: 0 today, 1 tomorrow, 2 the day after tomorrow.
    case daysFromToday(Int)
    /// The next such weekday, today included (1 Sunday to 7 Saturday).
    case weekday(Int)
    /// "and the day after?": the day after the one asked about last.
    case dayAfterPrevious

    /// Phrases in folded form, longest meaning first: "day after tomorrow" before "tomorrow".
    private static let relativeDays: [(phrases: [String], phrase: DatePhrase)] = [
        (["day after tomorrow", "后天", "后日"], .daysFromToday(2)),
        (["the day after", "day after that", "next day", "之后一日", "之后一天", "再下一日", "再后一天"], .dayAfterPrevious),
        (["tomorrow", "tmr", "明天", "明日", "听日"], .daysFromToday(1)),
        (["today", "tonight", "now", "今天", "今日", "今晚", "而家", "现在", "宜家"], .daysFromToday(0)),
    ]

    private static let weekdays: [(english: String, chinese: String)] = [
        ("sunday", "日"), ("monday", "一"), ("tuesday", "二"), ("wednesday", "三"), ("thursday", "四"),
        ("friday", "五"), ("saturday", "六"),
    ]

    /// The first day the question names, or nil.
    static func find(in question: QuestionText) -> DatePhrase? {
        for entry in relativeDays where question.containsAny(entry.phrases) { return entry.phrase }
        for (index, names) in weekdays.enumerated() {
            let chinese = ["星期", "礼拜", "周"].map { $0 + names.chinese } + (index == 0 ? ["星期天", "礼拜天"] : [])
            if question.contains(names.english) || question.containsAny(chinese) { return .weekday(index + 1) }
        }
        return nil
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
