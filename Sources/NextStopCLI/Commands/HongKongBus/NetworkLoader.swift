import Collector
import DatasetDistribution
import Foundation
import HongKongBus
import HongKongBusDataset
import NextStopCore
import NextStopDataset

/// Gives the commands a network: the current dataset, or (when there is none) one collected first from the
/// configured upstreams.
struct NetworkLoader {
    let configuration: NextStopConfiguration
    let upstreams: LiveUpstreams
    var collectorSettings = CollectorSettings()

    func load() async throws -> TransitNetwork {
        TransitNetwork(try await loadDataset().network)
    }

    /// The current dataset with its metadata, collected first when there is none.
    func loadDataset() async throws -> LoadedDataset<HKBusDataset> {
        let store = DatasetStore<HKBusDataset>(dataDirectory: configuration.dataDirectory)
        do {
            return try store.loadCurrent()
        } catch DatasetStoreError.noCurrentDataset {
            Console.error(
                "no dataset in \(store.folder.path): collecting one from \(configuration.upstreams[.kmbURL].host ?? "KMB") first")
            let outcome = try await collectHKBus(
                upstreams: upstreams, dataDirectory: configuration.dataDirectory, settings: collectorSettings)
            guard case .published(let dataset, _) = outcome else {
                throw CLIError(
                    "the collected dataset failed validation (\(outcome.report.failedChecks.map(\.name).joined(separator: ", ")))"
                )
            }
            return dataset
        }
    }
}
