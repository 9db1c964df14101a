import Collector
import DatasetDistribution
import Foundation
import LiveTransport
import Logging
import NextStopDataset
import NextStopServer
import ServiceLifecycle

extension ServerLauncher {
    /// A mirror with no dataset yet takes its publisher's before serving, rather than collecting one itself.
    func mirrorFirstIfEmpty() async throws {
        guard case .mirror(let source, let key, _) = refresh, try store.currentVersion() == nil else { return }
        Console.error("no dataset in \(store.folder.path): fetching one from \(source)")
        do {
            _ = try await updater(source, key).update(force: true)
        } catch {
            throw CLIError("cannot fetch the dataset from \(source): \(error)")
        }
    }

    /// The services that keep the served dataset current: one that serves whatever version another process makes
    /// current, and the refresh plan's, if any.
    func datasetServices(
        _ live: LiveNetwork, watched: WatchedUpstreams, publisher: DatasetPublisher?, logger: Logger
    ) -> [any Service] {
        let watch = CurrentDatasetWatch(
            store: store, live: live, install: installCurrent(live, watched: watched, publisher: publisher, logger: logger),
            logger: logger)
        let refresh = refreshService(live, watched: watched, publisher: publisher, logger: logger)
        return [watch] + (refresh.map { [$0] } ?? [])
    }

    /// Puts the store's current version into service, signing it first when the server signs what it publishes.
    private func installCurrent(
        _ live: LiveNetwork, watched: WatchedUpstreams, publisher: DatasetPublisher?, logger: Logger
    ) -> @Sendable () async throws -> Void {
        {
            let dataset = try store.loadCurrent()
            try publisher?.signCurrent()
            live.replace(with: watched.served(dataset))
            logger.notice("now serving dataset \(dataset.metadata.version)")
        }
    }

    /// The background service that keeps the served dataset current, if the server has a refresh plan.
    func refreshService(
        _ live: LiveNetwork, watched: WatchedUpstreams, publisher: DatasetPublisher?, logger: Logger
    ) -> DatasetRefreshService? {
        let install = installCurrent(live, watched: watched, publisher: publisher, logger: logger)
        switch refresh {
        case nil:
            return nil
        case .collect(let interval):
            var collector = HKBusCollector(
                kmb: watched.upstreams.kmb, citybus: watched.upstreams.citybus, store: store, settings: collectorSettings)
            if let publisher {
                collector.companionFiles = { [DatasetStore.publishedFileName: try publisher.signedDocument(for: $0)] }
            }
            let generatedAt = live.current.dataset?.generatedAt ?? Date()
            return DatasetRefreshService(
                refresh: { [collector] in
                    let outcome = try await collector.run()
                    logger.notice("scheduled collection: \(CollectionSummary.headline(of: outcome))")
                    switch outcome {
                    case .published: return true
                    case .unchanged: live.confirmDataset(at: Date())
                    case .rejected: break
                    }
                    return false
                },
                install: install, firstDue: generatedAt.addingTimeInterval(interval), interval: interval,
                logger: logger)
        case .mirror(let source, let key, let interval):
            let updater = updater(source, key)
            return DatasetRefreshService(
                refresh: {
                    if case .installed = try await updater.update(force: true) { return true }
                    return false
                },
                install: install, firstDue: Date(), interval: interval, logger: logger)
        }
    }

    private func updater(_ source: DatasetSource, _ key: TrustedKey) -> DatasetUpdater {
        DatasetUpdater(store: store, source: source, trustedKey: key, transport: AsyncHTTPTransport.verbatim)
    }
}
