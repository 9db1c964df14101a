/// Tells a question that names only a day or a place, among small words ("tomorrow?", "what about Tuen Mun",
/// "聽日沙田呢"), from one that names a day among words of its own ("今晚食咩好", "what's on tonight"). The first asks
/// for the forecast, or continues the conversation; the second asks something the reader does not know.
enum SlotsAlone {
    /// Words that ask nothing by themselves, in folded form (lower case, Simplified).
    private static let smallWords = [
        "and", "what", "what's", "whats", "about", "how", "how's", "hows", "the", "on", "in", "at", "for", "then", "so",
        "is", "it", "it's", "be", "will", "like", "there", "over", "ok", "please", "pls", "also",
        "呢", "咧", "又", "点", "点样", "如何", "怎样", "怎么样", "那", "咁", "会", "在", "喺", "的", "嘅", "啊", "呀", "吗",
        "嘛", "个", "同", "和", "又如何", "那边", "嗰度", "区",
    ]

    private static let index = PhraseIndex((DatePhrase.names + Places.names + smallWords).map { (name: $0, value: ()) })

    /// True when `question` says nothing besides days, places and small words.
    static func holds(_ question: QuestionText) -> Bool { index.leftover(in: question).isEmpty }
}
