import ArgumentParser
import DatasetDistribution
import Foundation
import HongKongBusDataset
import LiveTransport
import NextStopDataset

/// `nextstop update`: installs the newest signed dataset from a publisher, or goes back to the previous one.
struct UpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Download, verify and install the newest signed dataset from a NextStop publisher.",
        discussion: """
            Checks at most once a day unless --force. The download resumes where an earlier one stopped, uses a \
            delta from the current version when the publisher offers one, and is installed only once it matches the \
            publisher's signed checksums: whatever fails, the dataset in use is kept.
            """)

    @OptionGroup var dataOptions: DataOptions

    @Flag(help: "Check now even if the last check was less than a day ago; reinstall a version rolled back from.")
    var force = false

    @Option(
        name: .customLong("from"),
        help:
            "The publisher's dataset folder or metadata.json URL (default: $NEXTSTOP_DATASET_URL, else the last used).")
    var source: String?

    @OptionGroup var trust: TrustedKeyOption

    @Flag(help: "Go back to the previous stored dataset version instead of updating.")
    var rollback = false

    @Option(help: "Give up on a publisher sending less than this many KiB a second.")
    var minimumRate = DownloadLimits.standard.minimumBytesPerSecond / 1_024

    @Option(help: "Give up when the whole update has not finished after this many seconds.")
    var deadline = Int(DownloadLimits.standard.deadline)

    func validate() throws {
        guard !(rollback && force) else { throw ValidationError("--rollback and --force cannot be combined") }
        guard minimumRate > 0, deadline > 0 else { throw ValidationError("--minimum-rate and --deadline must be positive") }
    }

    func run() async throws {
        let environment = Environment()
        let store = DatasetStore<HKBusDataset>(
            dataDirectory: try dataOptions.configuration(environment: environment).dataDirectory)
        do {
            if rollback {
                let (from, to) = try DatasetRollback(store: store).rollback()
                return Console.line("rolled \(store.dataset) back from version \(from) to \(to)")
            }
            let outcome = try await update(store: store, environment: environment)
            Console.line(UpdateOutcomeText.line(outcome, dataset: store.dataset))
        } catch {
            let kept =
                (try? store.currentVersion()).map { "dataset version \($0) stays in use" } ?? "no dataset is installed"
            Console.error("\(rollback ? "rollback" : "update") failed: \(error); \(kept)".oneLine)
            throw ExitCode.failure
        }
    }

    private func update(store: DatasetStore<HKBusDataset>, environment: Environment) async throws -> UpdateOutcome {
        let key = try trust.key(environment: environment)
        let sourceText = source ?? environment[.datasetURL]
        guard let source = try sourceText.map(DatasetSource.init) ?? DatasetUpdater.rememberedSource(of: store) else {
            throw CLIError("no dataset source: pass --from URL or set NEXTSTOP_DATASET_URL")
        }
        let renderer = DownloadProgressRenderer()
        defer { renderer.finish() }
        let updater = DatasetUpdater(
            store: store, source: source, trustedKey: key, transport: AsyncHTTPTransport.verbatim,
            limits: DownloadLimits(minimumBytesPerSecond: minimumRate * 1_024, deadline: TimeInterval(deadline)),
            progress: renderer.show)
        return try await updater.update(force: force)
    }
}

extension String {
    /// The text with its line breaks turned into spaces.
    fileprivate var oneLine: String { split(whereSeparator: \.isNewline).joined(separator: " ") }
}
