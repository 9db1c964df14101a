import Collector
import Foundation
import HongKongBus
import HongKongBusDataset
import NextStopCore
import NextStopDataset
import NextStopTestSupport
import Simulator
import Testing

@testable import DatasetDistribution
@testable import Providers

@Suite struct HKBusCollectorTests {
    /// The variants a correct collection holds: every simulated direction that has stops.
    /// The simulator's variants as collected: KMB's capitalised English ends read in title case.
    func expectedRoutes(_ network: SyntheticNetwork, without excluded: Set<String> = []) -> [RouteVariant] {
        network.variants.filter { !$0.stopIDs.isEmpty && !excluded.contains($0.route) }.sorted { $0.key < $1.key }
            .map { variant in
                var variant = variant
                variant.origin.en = variant.origin.en.titleCasedFromCapitals
                variant.destination.en = variant.destination.en.titleCasedFromCapitals
                return variant
            }
    }

    @Test func aCleanRunPublishesTheWholeNetwork() async throws {
        try await SimulatedCollection.with { run in

            let outcome = try await run.run()

            guard case .published(let published, let report) = outcome else {
                Issue.record("rejected: \(outcome.report.failedChecks)")
                return
            }
            let metadata = published.metadata
            let loaded = try run.store.loadCurrent()
            #expect(try run.store.currentVersion() == metadata.version)
            #expect(loaded.network.routes == expectedRoutes(run.network))
            #expect(Set(report.issues.missingStops) == run.network.missingKMBStopIDs)
            #expect(loaded.network.stops.filter(\.isPlaceholder).map(\.id).sorted() == run.network.missingKMBStopIDs.sorted())
            #expect(metadata.summary.totalRoutes == loaded.network.routes.count)
            #expect(metadata.itemHashes.count == loaded.network.routes.count)
            #expect(report.published)
        }
    }

    @Test func citybusInboundHasOriginAndDestinationSwapped() async throws {
        try await SimulatedCollection.with { run in

            _ = try await run.run()

            let routes = try run.store.loadCurrent().network.routes
            let twoWay = try #require(
                run.network.citybusRoutes.first { !$0.outboundStopIDs.isEmpty && !$0.inboundStopIDs.isEmpty })
            let inbound = try #require(
                routes.first { $0.company == .ctb && $0.route == twoWay.route && $0.direction == .inbound })
            let outbound = try #require(
                routes.first { $0.company == .ctb && $0.route == twoWay.route && $0.direction == .outbound })
            #expect(outbound.origin == twoWay.origin && outbound.destination == twoWay.destination)
            #expect(inbound.origin == twoWay.destination && inbound.destination == twoWay.origin)
        }
    }

    @Test func everyRequestFailingOnceWith429StillCollectsEverything() async throws {
        try await SimulatedCollection.with(faults: SimulatorFaults(rateLimitFirstAttempt: true, retryAfter: "2")) { run in
            let (collector, transport) = run.collector()

            let outcome = try await collector.run()

            #expect(outcome.report.published)
            #expect(try run.store.loadCurrent().network.routes == expectedRoutes(run.network))
            #expect(run.simulator.counter.count(status: 429) > 0)
            #expect(transport.retryStatistics.retries == run.simulator.counter.count(status: 429))
            // Every wait honoured the upstream's Retry-After.
            #expect(run.clock.sleeps.filter { $0 >= 2 }.count == run.simulator.counter.count(status: 429))
        }
    }

    @Test func malformedAnswersAreAskedAgainAndLoseNothing() async throws {
        try await SimulatedCollection.with(faults: SimulatorFaults(seed: 9, malformedRate: 0.02)) { run in

            let outcome = try await run.run()

            #expect(outcome.report.published)
            // Without faults each path is asked once; a path asked more often had an answer cut short.
            #expect(run.simulator.counter.countsByPath.values.contains { $0 > 1 })
            #expect(outcome.report.issues.failedRoutes.isEmpty)
            let loaded = try run.store.loadCurrent()
            #expect(loaded.network.routes == expectedRoutes(run.network))
            #expect(loaded.network.stops.filter(\.isPlaceholder).map(\.id).sorted() == run.network.missingKMBStopIDs.sorted())
            #expect(run.clock.sleeps.contains(CollectorSettings().malformedFirstWait))
        }
    }

    @Test func specialRoutesRefusedWith403AreReportedAndLeftOut() async throws {
        try await SimulatedCollection.with(faults: SimulatorFaults(specialRouteAccess: .forbidden)) { run in
            let special = Set(run.network.specialCitybusRoutes)
            try #require(!special.isEmpty)

            let outcome = try await run.run()

            #expect(outcome.report.published)
            let collected = try run.store.loadCurrent().network.routes
            #expect(
                collected.filter { $0.company == .ctb }
                    == expectedRoutes(run.network, without: special).filter { $0.company == .ctb })
            let refused = Set(outcome.report.issues.forbiddenRoutes.compactMap { RouteKey($0)?.route })
            #expect(refused == special)
        }
    }

    @Test func aFailedValidationKeepsThePreviousDatasetCurrent() async throws {
        try await SimulatedCollection.with { run in
            guard case .published(let first, _) = try await run.run() else {
                Issue.record("the first collection should publish")
                return
            }
            run.clock.advance(by: 60)

            var strict = ValidationRules.smallNetwork
            strict.minimumRoutes = 10_000
            let outcome = try await run.run(rules: strict)

            guard case .rejected(let report) = outcome else {
                Issue.record("a network below the minimum must be rejected")
                return
            }
            #expect(report.failedChecks.map(\.name) == ["minimum_routes"])
            #expect(try run.store.currentVersion() == first.metadata.version)
            #expect(try run.store.versions() == [first.metadata.version])
            #expect(try run.store.loadCurrent().network.routes == expectedRoutes(run.network))
        }
    }

    @Test func anUnchangedNetworkPublishesNoNewVersion() async throws {
        try await SimulatedCollection.with { run in
            guard case .published(let first, _) = try await run.run() else {
                Issue.record("the first collection should publish")
                return
            }
            run.clock.advance(by: 60)

            guard case .unchanged(let current, let report) = try await run.run() else {
                Issue.record("collecting the same network again must not publish")
                return
            }
            #expect(current.version == first.metadata.version)
            #expect(report.failedChecks.isEmpty)
            #expect(try run.store.versions() == [first.metadata.version])
        }
    }

    @Test func aSigningCollectorWritesTheSignedMetadataWithTheVersionItDescribes() async throws {
        try await SimulatedCollection.with { run in
            var (collector, _) = run.collector()
            let key = PublisherKey.generate()
            collector.publisher = DatasetPublisher(store: run.store, key: key)

            guard case .published(let dataset, _) = try await collector.run() else {
                Issue.record("the collection should publish")
                return
            }

            let companion = run.store.folder(of: dataset.metadata.version).appendingPathComponent("published.json")
            let signed = try SignedMetadata.decode(try Data(contentsOf: companion))
            let metadata: DistributionMetadata<HKBusDataset> = try signed.verified(by: key.publicKey)
            #expect(metadata.version == dataset.metadata.version)
            #expect(metadata.file.sha256 == dataset.metadata.sha256Checksum)
        }
    }

    @Test func aRunStoppedMidwayPublishesNothing() async throws {
        try await SimulatedCollection.with { run in
            guard case .published(let first, _) = try await run.run() else {
                Issue.record("the first collection should publish")
                return
            }
            run.simulator.server.updateOptions { $0.faults.latencyMilliseconds = 50 }
            run.clock.advance(by: 60)
            let before = run.simulator.counter.total

            let (collector, _) = run.collector(concurrency: 1)
            let collection = Task { try await collector.run() }
            while run.simulator.counter.total < before + 5 { try await Task.sleep(nanoseconds: 10_000_000) }
            collection.cancel()
            let result = await collection.result

            #expect(throws: CancellationError.self) { try result.get() }
            #expect(try run.store.versions() == [first.metadata.version])
            #expect(try run.store.currentVersion() == first.metadata.version)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: run.store.folder.path).filter {
                $0.hasPrefix(".staging")
            }
            #expect(leftovers.isEmpty)
        }
    }
}
