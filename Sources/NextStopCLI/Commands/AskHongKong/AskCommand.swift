import ArgumentParser
import AskHongKong
import Foundation
import NextStopCore

/// `nextstop ask "QUESTION"`: a question about Hong Kong's weather, answered from the Observatory.
struct AskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Ask Hong Kong: weather now, a day's forecast, warnings, the typhoon signal, the UV index.",
        discussion: """
            Ask in English, Traditional or Simplified Chinese: "Will it rain tomorrow?", "明天會唔會落雨", \
            "is typhoon signal 8 up?". With --conversation FILE, a follow-up such as "and the day after?" or "後日呢" \
            is read against the questions before it (for ten minutes).
            """)

    @Argument(help: "The question.")
    var question: String

    @Flag(help: "Print the answer as JSON.")
    var json = false

    @Option(help: "A file that keeps the conversation between calls, so follow-ups work.")
    var conversation: String?

    @Option(help: "The Observatory's open-data base URL (default $NEXTSTOP_HKO_URL, else the Observatory's).")
    var hkoURL: String?

    func run() async throws {
        let urls = try UpstreamURLs(hkoFlag: hkoURL, environment: Environment())
        let file = conversation.map { URL(fileURLWithPath: $0) }
        let previous = try file.flatMap(ConversationFile.read)
        let service = AskService(source: LiveUpstreams(urls: urls).hko)
        let answer: Answer
        let next: Conversation?
        do throws(QuestionError) {
            (answer, next) = try await service.ask(question, conversation: previous, now: Date())
        } catch {
            throw CLIError(error.description)
        }
        guard answer.isAvailable else { throw CLIError(answer.text) }
        if let file, let next { try ConversationFile.write(next, to: file) }
        if json {
            try JSONOutput.print(answer)
        } else {
            Console.line(AskAnswerText(answer: answer).text)
        }
    }
}

/// The conversation kept between calls of `ask --conversation FILE`, as JSON.
enum ConversationFile {
    /// The conversation in `file`; nil when there is no file yet.
    static func read(_ file: URL) throws -> Conversation? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            return try APIJSON.decoder().decode(Conversation.self, from: Data(contentsOf: file))
        } catch {
            throw CLIError("\(file.path) is not a conversation file; delete it to start a new conversation")
        }
    }

    static func write(_ conversation: Conversation, to file: URL) throws {
        do {
            try APIJSON.encoder().encode(conversation).write(to: file, options: .atomic)
        } catch {
            throw CLIError("cannot write the conversation to \(file.path)")
        }
    }
}
