import ArgumentParser
import AskHongKong
import Foundation
import HongKongBus
import HongKongBusDataset
import NextStopCore
import NextStopDataset
import NextStopServer
import Providers

/// `nextstop ask "QUESTION"`: a question about Hong Kong's weather, air quality or buses, answered from the
/// Observatory, EPD and the bus dataset with live arrivals.
struct AskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Ask Hong Kong: weather, forecasts, warnings, UV, air quality (AQHI) and buses.",
        discussion: """
            Ask in English, Traditional or Simplified Chinese: "Will it rain tomorrow?", "明天會唔會落雨", \
            "is typhoon signal 8 up?", "AQHI in Sha Tin", "1A 幾時到尖沙咀碼頭". With --conversation FILE, a \
            follow-up such as "and the day after?", "後日呢" or "and 2A?" is read against the questions before it \
            (for ten minutes). Bus questions use the bus dataset in the data directory when there is one.
            """)

    @Argument(help: "The question.")
    var question: String

    @Flag(help: "Print the answer as JSON.")
    var json = false

    @Option(help: "A file that keeps the conversation between calls, so follow-ups work.")
    var conversation: String?

    @Option(help: "Where you are, as latitude,longitude: the place of a question that names none (\"buses near me\").")
    var near: String?

    @Option(help: "The Observatory's open-data base URL (default $NEXTSTOP_HKO_URL, else the Observatory's).")
    var hkoURL: String?

    @Option(help: "EPD's AQHI feeds' base URL (default $NEXTSTOP_AQHI_URL, else EPD's).")
    var aqhiURL: String?

    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var upstreamOptions: UpstreamOptions

    /// `--near` as a position; a malformed or out-of-range one is a usage error.
    private func here() throws -> Coordinate? {
        guard let near else { return nil }
        guard let place = CoordinateArgument(argument: near)?.coordinate, place.isValid else {
            throw ValidationError("--near must be latitude,longitude, as 22.2819,114.1582")
        }
        return place
    }

    func run() async throws {
        let here = try here()
        let environment = Environment()
        let urls = try UpstreamURLs(
            environment: environment,
            flags: upstreamOptions.flags + [
                URLFlag(setting: .hkoURL, value: hkoURL, name: "--hko-url"),
                URLFlag(setting: .aqhiURL, value: aqhiURL, name: "--aqhi-url"),
            ])
        let upstreams = LiveUpstreams(urls: urls)
        let file = conversation.map { URL(fileURLWithPath: $0) }
        let previous = try file.flatMap(ConversationFile.read)
        let service = AskService(
            source: HKOClient(baseURL: urls[.hkoURL], transport: upstreams.transport),
            airQuality: AQHIClient(baseURL: urls[.aqhiURL], transport: upstreams.transport),
            buses: try busDirectory(upstreams: upstreams, environment: environment))
        let answer: Answer
        let next: Conversation?
        do throws(QuestionError) {
            (answer, next) = try await service.ask(question, conversation: previous, here: here, now: Date())
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

extension AskCommand {
    /// The buses of the dataset in the data directory, with live arrivals; nil when no dataset was collected yet
    /// (bus questions then answer that buses are not available; `nextstop collect` makes one).
    private func busDirectory(upstreams: LiveUpstreams, environment: Environment) throws -> HongKongBusDirectory? {
        let configuration = try dataOptions.configuration(environment: environment)
        let store = DatasetStore<HKBusDataset>(dataDirectory: configuration.dataDirectory)
        guard let dataset = try? store.loadCurrent() else { return nil }
        let service = ArrivalsService(network: TransitNetwork(dataset.network), sources: upstreams.arrivalSources)
        return HongKongBusDirectory(service: service)
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
