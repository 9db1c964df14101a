import Collector
import Foundation
import NextStopCore
import NextStopDataset

/// Gives the commands a network: the current dataset, or (when there is none) one collected first from the
/// configured upstreams.
struct NetworkLoader {
    let configuration: NextStopConfiguration
    let upstreams: LiveUpstreams
    var collectorSettings = CollectorSettings()

    func load() async throws -> TransitNetwork {
        let store = DatasetStore(dataDirectory: configuration.dataDirectory)
        do {
            return TransitNetwork(try store.loadCurrent().network)
        } catch DatasetStoreError.noCurrentDataset {
            Console.error(
                "no dataset in \(store.folder.path): collecting one from \(configuration.upstreams.kmb.host ?? "KMB") first")
            let outcome = try await collectHKBus(
                upstreams: upstreams, dataDirectory: configuration.dataDirectory, settings: collectorSettings)
            guard case .published = outcome else {
                throw CLIError(
                    "the collected dataset failed validation (\(outcome.report.failedChecks.map(\.name).joined(separator: ", ")))"
                )
            }
            return TransitNetwork(try store.loadCurrent().network)
        }
    }
}
