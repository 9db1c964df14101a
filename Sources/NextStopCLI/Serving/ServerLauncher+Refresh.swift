import Collector
import DatasetDistribution
import Foundation
import HongKongBusDataset
import LiveTransport
import Logging
import NextStopDataset
import NextStopServer
import ServiceLifecycle

extension ServerLauncher {
    /// A mirror with no dataset yet takes its publisher's before serving, rather than collecting one itself; returns
    /// what it installed, decoded once.
    func mirrorFirstIfEmpty() async throws -> LoadedDataset<HKBusDataset>? {
        guard case .mirror(let source, let key, _) = refresh, try store.currentVersion() == nil else { return nil }
        Console.error("no dataset in \(store.folder.path): fetching one from \(source)")
        do {
            return try await updater(source, key).updateLoading(force: true).installed
        } catch {
            throw CLIError("cannot fetch the dataset from \(source): \(error)")
        }
    }

    /// The services that keep the served dataset current: one that serves whatever version another process makes
    /// current, and the refresh plan's, if any.
    func datasetServices(
        _ live: LiveNetwork, watched: WatchedUpstreams, publisher: DatasetPublisher<HKBusDataset>?, logger: Logger
    ) -> [any Service] {
        let serve = serving(live, watched: watched, publisher: publisher, logger: logger)
        let watch = CurrentDatasetWatch(store: store, live: live, install: { try serve(try store.loadCurrent()) }, logger: logger)
        let refresh = refreshService(live, watched: watched, publisher: publisher, logger: logger)
        return [watch] + (refresh.map { [$0] } ?? [])
    }

    /// Puts a dataset that became current into service, signing the store's current version first when the server
    /// signs what it publishes (a version collected by hand beside the server comes unsigned).
    private func serving(
        _ live: LiveNetwork, watched: WatchedUpstreams, publisher: DatasetPublisher<HKBusDataset>?, logger: Logger
    ) -> @Sendable (LoadedDataset<HKBusDataset>) throws -> Void {
        { dataset in
            try publisher?.signCurrent()
            live.replace(with: watched.served(dataset))
            logger.notice("now serving dataset \(dataset.metadata.version)")
        }
    }

    /// The background service that keeps the served dataset current, if the server has a refresh plan. What a
    /// refresh collects or downloads is served as it was decoded then, never read back from the store.
    func refreshService(
        _ live: LiveNetwork, watched: WatchedUpstreams, publisher: DatasetPublisher<HKBusDataset>?, logger: Logger
    ) -> DatasetRefreshService<LoadedDataset<HKBusDataset>>? {
        let serve = serving(live, watched: watched, publisher: publisher, logger: logger)
        switch refresh {
        case nil:
            return nil
        case .collect(let interval):
            var collector = HKBusCollector(
                kmb: watched.upstreams.kmb, citybus: watched.upstreams.citybus, store: store, settings: collectorSettings)
            collector.publisher = publisher
            let generatedAt = live.current.dataset?.generatedAt ?? Date()
            return DatasetRefreshService(
                refresh: { [collector] in
                    let outcome = try await collector.run()
                    logger.notice("scheduled collection: \(CollectionSummary.headline(of: outcome))")
                    switch outcome {
                    case .published(let dataset, _): return dataset
                    case .unchanged: live.confirmDataset(at: Date())
                    case .rejected: break
                    }
                    return nil
                },
                install: serve, firstDue: generatedAt.addingTimeInterval(interval), interval: interval, logger: logger)
        case .mirror(let source, let key, let interval):
            let updater = updater(source, key)
            return DatasetRefreshService(
                refresh: { try await updater.updateLoading(force: true).installed }, install: serve, firstDue: Date(),
                interval: interval, logger: logger)
        }
    }

    private func updater(_ source: DatasetSource, _ key: TrustedKey) -> DatasetUpdater<HKBusDataset> {
        DatasetUpdater(store: store, source: source, trustedKey: key, transport: AsyncHTTPTransport.verbatim)
    }
}
