import DatasetDistribution
import Foundation
import HongKongBus
import HongKongBusDataset
import Logging
import NextStopCore
import NextStopDataset
import Providers

/// Crawls KMB and Citybus into a validated, versioned `hk-bus` dataset.
///
/// An answer that does not decode is asked for again a few times (`CollectorSettings.malformedAttempts`); per-route
/// and per-stop failures that remain go into the report; a failed bulk list (without which there is no network at
/// all), an upstream whose circuit opened, a phase over `phaseTimeLimit` or a storage failure throws. A dataset
/// that fails validation is never made current.
public struct HKBusCollector: Sendable {
    private let kmb: KMBClient
    private let citybus: CitybusClient
    private let store: DatasetStore<HKBusDataset>
    private let settings: CollectorSettings
    private let timeSource: any TimeSource
    private let progress: @Sendable (CollectionProgress) -> Void
    private let logger = Logger(label: "nextstop.collector")
    private var retry: MalformedAnswerRetry {
        MalformedAnswerRetry(
            attempts: settings.malformedAttempts, firstWait: settings.malformedFirstWait, timeSource: timeSource)
    }
    /// Signs each version as it is published, so that it is complete the moment it becomes current.
    public var publisher: DatasetPublisher<HKBusDataset>?

    public init(
        kmb: KMBClient, citybus: CitybusClient, store: DatasetStore<HKBusDataset>,
        settings: CollectorSettings = CollectorSettings(),
        timeSource: any TimeSource = SystemTimeSource(), progress: @escaping @Sendable (CollectionProgress) -> Void = { _ in }
    ) {
        self.kmb = kmb
        self.citybus = citybus
        self.store = store
        self.settings = settings
        self.timeSource = timeSource
        self.progress = progress
    }

    /// Collects and assembles one network, then puts it through the pipeline: validated, and published if valid and
    /// different from the current one.
    public func run() async throws -> CollectionOutcome<HKBusDataset> {
        let started = timeSource.now()
        store.removeAbandonedStaging()
        async let kmbData = collectKMB()
        async let citybusData = collectCitybus()
        let operators = try await [kmbData, citybusData]
        try Task.checkCancellation()

        let (network, issues) = NetworkAssembler.assemble(operators)
        let pipeline = DatasetPipeline(
            store: store, rules: settings.rules, publisher: publisher, timeSource: timeSource)
        let outcome = try pipeline.publish(network, issues: issues, collectedAt: started)
        switch outcome {
        case .published(let dataset, _):
            logger.info(
                "dataset published", metadata: ["version": "\(dataset.metadata.version)", "routes": "\(network.routes.count)"])
        case .unchanged(let current, _):
            logger.info("dataset unchanged", metadata: ["version": "\(current.version)"])
        case .rejected(let report):
            logger.warning(
                "dataset rejected",
                metadata: ["version": "\(report.version)", "failed": "\(report.failedChecks.map(\.name))"])
        }
        return outcome
    }

    /// KMB's three bulk lists, fetched together.
    func collectKMB() async throws -> OperatorData {
        try await phase("KMB lists") { [kmb, progress, retry] in
            let counter = ProgressCounter(phase: "KMB lists", total: 3, report: progress)
            async let routes = Self.counted(counter) { try await retry { try await kmb.routesReport() } }
            async let stops = Self.counted(counter) { try await retry { try await kmb.stopsReport() } }
            async let routeStops = Self.counted(counter) { try await retry { try await kmb.routeStopsReport() } }
            let (routeList, stopList, rowList) = try await (routes, stops, routeStops)
            return OperatorData(
                routes: routeList.records, routeStops: rowList.records, stops: stopList.records,
                skippedRecords: routeList.skippedCount + stopList.skippedCount + rowList.skippedCount)
        }
    }

    /// Citybus: the route list, then each direction's stops, then each distinct stop.
    func collectCitybus() async throws -> OperatorData {
        let (routeList, outcomes) = try await phase("Citybus routes") { [citybus, progress, settings, retry] in
            let routeList = try await retry { try await citybus.routesReport() }
            let directions = routeList.records.map(\.key)
            let routeCounter = ProgressCounter(phase: "Citybus routes", total: directions.count, report: progress)
            let outcomes = try await directions.concurrentMap(limit: settings.concurrency) { key in
                defer { routeCounter.advance() }
                do {
                    let rows = try await retry {
                        try await citybus.routeStopsReport(route: key.route, direction: key.direction)
                    }
                    return (key, Result<DecodingReport<RouteStopRow>, UpstreamError>.success(rows))
                } catch let error as UpstreamError where !error.isNotAnswering {
                    return (key, .failure(error))
                }
            }
            return (routeList, outcomes)
        }
        var data = OperatorData(routes: routeList.records, routeStops: [], stops: [], skippedRecords: routeList.skippedCount)
        for (key, outcome) in outcomes {
            switch outcome {
            case .success(let rows):
                data.routeStops += rows.records
                data.skippedRecords += rows.skippedCount
            case .failure(.forbidden): data.forbiddenRoutes.append(key.description)
            case .failure(let error): data.failedRoutes[key.description] = error.description
            }
        }
        try Task.checkCancellation()

        let stopIDs = Array(Set(data.routeStops.map(\.stopID))).sorted()
        data.stops = try await phase("Citybus stops") { [citybus, progress, settings, retry] in
            let stopCounter = ProgressCounter(phase: "Citybus stops", total: stopIDs.count, report: progress)
            return try await stopIDs.concurrentMap(limit: settings.concurrency) { id -> Stop? in
                defer { stopCounter.advance() }
                // A stop that cannot be fetched becomes a placeholder in assembly and is counted in the report.
                do {
                    return try await retry { try await citybus.stop(id: id) }
                } catch let error as UpstreamError where !error.isNotAnswering {
                    return nil
                }
            }
            .compactMap { $0 }
        }
        return data
    }

    /// Runs one phase within `phaseTimeLimit`, naming the phase in what it throws when time runs out or an
    /// upstream's circuit opens. The limit is real time: a phase's duration is the machine's, not the data's.
    private func phase<Value: Sendable>(
        _ name: String, _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        do {
            return try await withDeadline(seconds: settings.phaseTimeLimit, timeSource: SystemTimeSource(), body)
        } catch is DeadlineExceeded {
            throw CollectionError.phaseTimedOut(phase: name, seconds: settings.phaseTimeLimit)
        } catch let error as UpstreamError where error.isNotAnswering {
            throw CollectionError.upstreamNotAnswering(phase: name, error)
        }
    }

    private static func counted<T: Sendable>(
        _ counter: ProgressCounter, _ fetch: @Sendable () async throws -> T
    ) async throws -> T {
        let value = try await fetch()
        counter.advance()
        return value
    }
}

/// Why a collection run stopped before it had a network to validate.
public enum CollectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A phase took longer than `CollectorSettings.phaseTimeLimit`.
    case phaseTimedOut(phase: String, seconds: Double)
    /// An upstream stopped answering during a phase, so the rest of it could only fail.
    case upstreamNotAnswering(phase: String, UpstreamError)

    public var description: String {
        switch self {
        case .phaseTimedOut(let phase, let seconds): "\(phase) took longer than \(Int(seconds)) s; collection stopped"
        case .upstreamNotAnswering(let phase, let error): "\(phase): \(error); collection stopped"
        }
    }
}
