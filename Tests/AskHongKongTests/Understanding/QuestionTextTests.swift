import AskHongKong
import NextStopCore
import Testing

struct QuestionTextTests {
    @Test(arguments: [
        ("Will it rain tomorrow?", Language.english),
        ("is typhoon signal 8 up?", .english),
        ("明天會唔會落雨", .traditionalChinese),
        ("後日呢", .traditionalChinese),
        ("明天会下雨吗", .simplifiedChinese),
        ("后天呢", .simplifiedChinese),
    ])
    func theLanguageIsTheOneAskedIn(text: String, language: Language) throws {
        #expect(try QuestionText(text).language == language)
    }

    @Test func chineseInNeitherScriptIsReadAsTraditionalAsHongKongWritesIt() throws {
        #expect(try QuestionText("落雨").language == .traditionalChinese)
    }

    @Test func emptyOverLongAndBinaryQuestionsAreRefused() {
        #expect(throws: QuestionError.empty) { try QuestionText("  \n ") }
        #expect(throws: QuestionError.tooLong(characters: 501)) { try QuestionText(String(repeating: "a", count: 501)) }
        #expect(throws: QuestionError.notText) { try QuestionText("rain\u{0}\u{7}") }
    }

    @Test func fullWidthTextIsReadAsHalfWidth() throws {
        let question = try QuestionText("ＵＶ ｉｎｄｅｘ？")
        #expect(QuestionReader().read(question, conversation: nil, now: Stub.morning).intent == .uv)
    }
}
