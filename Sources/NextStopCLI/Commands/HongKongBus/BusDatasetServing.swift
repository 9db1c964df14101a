import Collector
import DatasetDistribution
import Foundation
import HongKongBus
import HongKongBusDataset
import LiveTransport
import Logging
import NextStopCore
import NextStopDataset
import NextStopServer
import ServiceLifecycle

/// The bus network a server loads, serves and keeps current: the data directory's current dataset (collected first,
/// or a mirror's publisher's fetched first, when there is none), published and signed as `publishing` says, and the
/// services that replace it when a newer one is collected, mirrored or made current by another process.
struct BusDatasetServing {
    let configuration: NextStopConfiguration
    let publishing: PublishingPlan
    let watched: WatchedUpstreams
    let logger: Logger

    var store: DatasetStore<HKBusDataset> { DatasetStore(dataDirectory: configuration.dataDirectory) }

    /// Signs what the server publishes; nil for a mirror, which serves its publisher's signatures.
    var publisher: DatasetPublisher<HKBusDataset>? {
        publishing.signingKey.map { DatasetPublisher(store: store, key: $0) }
    }

    /// The network to serve: the current dataset's, taken from a mirror's publisher or collected when there is none.
    func live() async throws -> LiveNetwork {
        let dataset =
            if let mirrored = try await mirrorFirstIfEmpty() {
                mirrored
            } else {
                try await NetworkLoader(
                    configuration: configuration, upstreams: watched.upstreams,
                    collectorSettings: publishing.collectorSettings
                ).loadDataset()
            }
        return LiveNetwork(served(dataset))
    }

    /// A mirror with no dataset yet takes its publisher's before serving, rather than collecting one itself; returns
    /// what it installed, decoded once.
    func mirrorFirstIfEmpty() async throws -> LoadedDataset<HKBusDataset>? {
        guard case .mirror(let source, let key, _) = publishing.refresh, try store.currentVersion() == nil else {
            return nil
        }
        Console.error("no dataset in \(store.folder.path): fetching one from \(source)")
        do {
            return try await updater(source, key).updateLoading(force: true).installed
        } catch {
            throw CLIError("cannot fetch the dataset from \(source): \(error)")
        }
    }

    /// The services that keep the served dataset current: one that serves whatever version another process makes
    /// current, and the refresh plan's, if any.
    func services(_ live: LiveNetwork) -> [any Service] {
        let publisher = publisher
        let serve = serving(live, publisher: publisher)
        let watch = CurrentDatasetWatch(store: store, live: live, install: { try serve(try store.loadCurrent()) }, logger: logger)
        let refresh = refreshService(live, publisher: publisher)
        return [watch] + (refresh.map { [$0] } ?? [])
    }

    /// Puts a dataset that became current into service, signing the store's current version first when the server
    /// signs what it publishes (a version collected by hand beside the server comes unsigned).
    private func serving(_ live: LiveNetwork, publisher: DatasetPublisher<HKBusDataset>?)
        -> @Sendable (LoadedDataset<HKBusDataset>) throws -> Void
    {
        { [self] dataset in
            try publisher?.signCurrent()
            live.replace(with: served(dataset))
            logger.notice("now serving dataset \(dataset.metadata.version)")
        }
    }

    /// The background service that keeps the served dataset current, if the server has a refresh plan. What a
    /// refresh collects or downloads is served as it was decoded then, never read back from the store.
    func refreshService(_ live: LiveNetwork, publisher: DatasetPublisher<HKBusDataset>?)
        -> DatasetRefreshService<LoadedDataset<HKBusDataset>>?
    {
        let serve = serving(live, publisher: publisher)
        switch publishing.refresh {
        case nil:
            return nil
        case .collect(let interval):
            var collector = HKBusCollector(
                kmb: watched.upstreams.kmb, citybus: watched.upstreams.citybus, store: store,
                settings: publishing.collectorSettings)
            collector.publisher = publisher
            let generatedAt = live.current.dataset?.generatedAt ?? Date()
            return DatasetRefreshService(
                refresh: { [collector, logger] in
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

    /// A dataset ready to serve: its indexed network with live arrivals, asked of the operators once per stop and
    /// interval for the whole cluster.
    private func served(_ dataset: LoadedDataset<HKBusDataset>) -> ServedNetwork {
        let network = TransitNetwork(dataset.network)
        network.buildEveryIndex()
        let settings = LiveAnswerSettings()
        let transport = watched.sharing.onDemand(watched.upstreams.transport, lifetime: settings.cacheTTL)
        return ServedNetwork(
            network: network,
            arrivals: ArrivalsService(
                network: network, sources: watched.upstreams.arrivalSources(over: transport), settings: settings,
                observer: LiveAnswerMetrics(watched.metrics, kind: "arrivals", calls: "Arrivals calls")),
            dataset: DatasetInfo(version: String(dataset.metadata.version), generatedAt: dataset.metadata.generatedAt))
    }

    private func updater(_ source: DatasetSource, _ key: TrustedKey) -> DatasetUpdater<HKBusDataset> {
        DatasetUpdater(store: store, source: source, trustedKey: key, transport: AsyncHTTPTransport.verbatim)
    }
}
