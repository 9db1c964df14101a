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
        #expect(try QuestionText("落雨", preferring: .english).language == .traditionalChinese)
    }

    @Test func theAskersLanguageDecidesOnlyWhatTheTextLeavesOpen() throws {
        #expect(try QuestionText("落雨", preferring: .simplifiedChinese).language == .simplifiedChinese)
        #expect(try QuestionText("968", preferring: .traditionalChinese).language == .traditionalChinese)
        #expect(try QuestionText("T8?", preferring: .simplifiedChinese).language == .simplifiedChinese)
        #expect(try QuestionText("968").language == .english)
        // a question with words or a script of its own keeps its language whatever the asker's
        #expect(try QuestionText("is it raining", preferring: .traditionalChinese).language == .english)
        #expect(try QuestionText("明天會唔會落雨", preferring: .simplifiedChinese).language == .traditionalChinese)
        #expect(try QuestionText("明天会下雨吗", preferring: .traditionalChinese).language == .simplifiedChinese)
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
