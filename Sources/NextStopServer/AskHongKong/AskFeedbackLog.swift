import AskHongKong
import Foundation
import Logging
import NextStopCore
import Prometheus
import Synchronization

/// Answers riders marked wrong, kept so that misreadings can be found: one JSON line each (when, the language, the
/// intent the question was read as, the question) appended to a file in the data directory, and counted per intent
/// in `/metrics` as `nextstop_ask_feedback_total`. A file at its size limit takes no more lines; the count goes on.
public final class AskFeedbackLog: Sendable {
    private let file: URL?
    /// The most the file grows to.
    private let maximumBytes: Int
    private let counters: [String: Counter]
    private let writing = Mutex(())
    private let logger = Logger(label: "nextstop.ask")

    /// A log appending to `file` (nil keeps nothing but the counts) up to `maximumBytes` (10 MB, some 50,000
    /// questions), counting in `metrics`.
    public init(file: URL?, maximumBytes: Int = 10_000_000, metrics: ServerMetrics) {
        self.file = file
        self.maximumBytes = maximumBytes
        counters = metrics.counters(
            "ask_feedback", help: "Answers riders marked wrong, by the intent the question was read as.",
            label: "intent", values: Intent.allCases.map(\.rawValue))
    }

    /// Where a server keeps the log: `ask-feedback.jsonl` in its data directory.
    public static func file(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("ask-feedback.jsonl")
    }

    /// Counts `feedback` and appends it to the file; a file that cannot be written is logged, never an error to
    /// the rider.
    func record(_ feedback: AskFeedback, at date: Date) {
        counters[feedback.intent.rawValue]?.increment()
        guard let file else { return }
        // Only a non-finite number makes the writer throw, and a line has none.
        let line = ((try? APIJSON.encode(Line(feedback: feedback, at: date))) ?? []) + [UInt8(ascii: "\n")]
        writing.withLock { _ in
            do {
                try append(line, to: file)
            } catch {
                logger.warning("ask feedback not kept", metadata: ["reason": "\(error)"])
            }
        }
    }

    private func append(_ line: [UInt8], to file: URL) throws {
        if !FileManager.default.fileExists(atPath: file.path) {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: file.path, contents: nil)
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        guard size + UInt64(line.count) <= UInt64(maximumBytes) else { return }
        try handle.write(contentsOf: line)
    }
}

/// One line of the file: `{"at", "intent", "lang", "question"}`.
private struct Line: JSONWritable {
    let feedback: AskFeedback
    let at: Date

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("at", at)
            object.member("intent", feedback.intent.rawValue)
            object.member("lang", feedback.language.rawValue)
            object.member("question", feedback.question)
        }
    }
}

/// One answer a rider marked wrong: the question, the language it was asked in and the intent it was read as.
struct AskFeedback: Sendable, Hashable {
    var question: String
    var language: Language
    var intent: Intent
}
