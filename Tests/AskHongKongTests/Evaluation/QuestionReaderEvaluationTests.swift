import AskHongKong
import Foundation
import Testing

/// The evaluation set: intent and slot accuracy of the reader over questions written as people in Hong Kong type
/// them, a third each in English, Traditional and Simplified Chinese, and two-turn follow-ups. Each run prints its
/// figures and every question read wrongly; below 95 % it fails.
struct QuestionReaderEvaluationTests {
    private let reader = QuestionReader(busDirectory: FixtureBuses())
    private static let required = 0.95

    @Test func questionsAreReadRightAtLeast95PercentOfTheTime() throws {
        let cases = try EvaluationCase.load("questions")
        #expect(cases.count >= 300)
        for language in ["en", "tc", "sc"] { #expect(cases.filter { $0.language == language }.count >= 100) }
        let score = try score(cases) { try reader.read(QuestionText($0.question), conversation: nil, now: Stub.morning) }
        #expect(score.intents >= Self.required, "intent accuracy \(score.intents): \(score.misses)")
        #expect(score.slots >= Self.required, "slot accuracy \(score.slots): \(score.misses)")
    }

    @Test func followUpsAreReadRightAtLeast95PercentOfTheTime() throws {
        let cases = try EvaluationCase.load("followups", followUps: true)
        #expect(cases.count >= 30)
        let score = try score(cases) { entry in
            let first = try reader.read(QuestionText(entry.earlier ?? ""), conversation: nil, now: Stub.morning)
            let conversation = Conversation.after(first, previous: nil, now: Stub.morning)
            return try reader.read(QuestionText(entry.question), conversation: conversation, now: Stub.time("10:02"))
        }
        #expect(score.intents >= Self.required, "follow-up intent accuracy \(score.intents): \(score.misses)")
        #expect(score.slots >= Self.required, "follow-up slot accuracy \(score.slots): \(score.misses)")
    }

    /// The share of `cases` whose intent, and whose slots, `read` gets right; prints both and every miss.
    private func score(_ cases: [EvaluationCase], read: (EvaluationCase) throws -> Reading) throws -> (
        intents: Double, slots: Double, misses: [String]
    ) {
        var (intents, slots) = (0, 0)
        var misses: [String] = []
        for entry in cases {
            let reading = try read(entry)
            if reading.intent == entry.intent { intents += 1 }
            if reading.slots == entry.slots { slots += 1 }
            if reading.intent != entry.intent || reading.slots != entry.slots {
                misses.append(
                    "\(entry): \(reading.intent.rawValue) \(reading.slots), expected \(entry.intent.rawValue) \(entry.slots)")
            }
        }
        let count = Double(max(1, cases.count))
        let result = (Double(intents) / count, Double(slots) / count)
        print(
            "evaluation: \(cases.count) questions, intent accuracy \(String(format: "%.1f", result.0 * 100)) %, "
                + "slot accuracy \(String(format: "%.1f", result.1 * 100)) %")
        for miss in misses { print("  miss: \(miss)") }
        return (result.0, result.1, misses)
    }
}
