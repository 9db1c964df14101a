import Foundation
import HummingbirdTesting
import NextStopCore
import Testing

@testable import NextStopServer

/// An answer a rider marks wrong is kept, one JSON line in the data directory, and counted per intent in `/metrics`;
/// bad input is a 400 naming the field and keeps nothing.
struct AskFeedbackTests {
    private func lines(of harness: AskHarness) throws -> [[String: Any]] {
        let file = AskFeedbackLog.file(in: harness.dataDirectory)
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func anAnswerMarkedWrongIsKeptAndCountedByIntent() async throws {
        let harness = try AskHarness()
        try await harness.test { client in
            let response = try await client.send(
                .post, "/api/v1/ask/feedback", json: #"{"text":"聽日沙田會唔會落雨","intent":"weather.current","lang":"tc"}"#)
            #expect(response.status == .noContent)
            let metrics = try await client.get("/metrics").text
            #expect(metrics.contains(#"nextstop_ask_feedback_total{intent="weather.current"} 1"#))
            #expect(metrics.contains(#"nextstop_ask_feedback_total{intent="weather.forecast"} 0"#))
        }
        let kept = try lines(of: harness)
        #expect(kept.count == 1)
        #expect(kept.first?["question"] as? String == "聽日沙田會唔會落雨")
        #expect(kept.first?["intent"] as? String == "weather.current")
        #expect(kept.first?["lang"] as? String == "tc")
        #expect(kept.first?["at"] as? String != nil)
    }

    @Test(arguments: [
        (#"{"text":"  ","intent":"weather.current","lang":"en"}"#, "text"),
        (#"{"text":"rain?","intent":"weather.snow","lang":"en"}"#, "intent"),
        (#"{"text":"rain?","intent":"weather.current","lang":"fr"}"#, "lang"),
        (#"{"text":"rain?","lang":"en"}"#, "intent"),
    ])
    func badFeedbackIsRefusedAndKeepsNothing(body: String, field: String) async throws {
        let harness = try AskHarness()
        try await harness.test { client in
            let response = try await client.send(.post, "/api/v1/ask/feedback", json: body)
            #expect(response.status == .badRequest)
            #expect(try jsonObject(response)["error"].flatMap { ($0 as? [String: Any])?["field"] as? String } == field)
            let metrics = try await client.get("/metrics").text
            #expect(!metrics.contains(#"nextstop_ask_feedback_total{intent="weather.current"} 1"#))
        }
        #expect(try lines(of: harness).isEmpty)
    }

    @Test func aFullFileTakesNoMoreLinesButTheCountGoesOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedback-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let metrics = ServerMetrics()
        let log = AskFeedbackLog(file: AskFeedbackLog.file(in: folder), maximumBytes: 150, metrics: metrics)
        let feedback = AskFeedback(question: "will it rain tomorrow", language: .english, intent: .forecast)
        for _ in 0..<3 { log.record(feedback, at: Date(timeIntervalSince1970: 1_764_381_600)) }
        let text = try String(contentsOf: AskFeedbackLog.file(in: folder), encoding: .utf8)
        #expect(text.split(separator: "\n").count == 1)
        #expect(String(decoding: metrics.exposition(), as: UTF8.self).contains(#"intent="weather.forecast"} 3"#))
    }
}
