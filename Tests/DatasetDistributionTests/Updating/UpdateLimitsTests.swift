import Foundation
import HongKongBusDataset
import NextStopCore
import NextStopDataset
import Testing

@testable import DatasetDistribution

/// A publisher that trickles cannot hold an update: each request gets the time the minimum rate allows, the whole
/// update its deadline, and either way it fails with one line and the dataset in use stays.
struct UpdateLimitsTests {
    private func updater(_ fixture: UpdateFixture, limits: DownloadLimits) throws -> DatasetUpdater<HKBusDataset> {
        DatasetUpdater(
            store: fixture.store, source: try DatasetSource(FakePublisher.base), trustedKey: fixture.key.publicKey,
            transport: fixture.publisher, clock: fixture.clock, chunkSize: 1_024, limits: limits)
    }

    @Test func aPublisherSlowerThanTheMinimumRateFailsTheRequestAtItsTimeout() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        fixture.publisher.trickle(bytesPerSecond: 1, on: fixture.clock)
        let limits = DownloadLimits(minimumBytesPerSecond: 16 * 1_024, allowance: 10, deadline: 600)
        let started = fixture.clock.now()

        let error = await #expect(throws: UpdateError.self) { try await updater(fixture, limits: limits).update() }

        #expect(
            error?.description.hasPrefix(FakePublisher.base + "metadata.json is too slow: it sent less than 16 KiB/s") == true)
        #expect(fixture.clock.now().timeIntervalSince(started) == limits.timeout(forBytes: 64 * 1_024))
        try fixture.expectOldKept()
    }

    @Test func aDownloadEachOfWhosePiecesIsFastEnoughStillEndsAtTheDeadline() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        // 50 bytes a second: each 1 KiB piece within its time, the whole file not within the deadline.
        fixture.publisher.trickle(bytesPerSecond: 50, on: fixture.clock)
        let limits = DownloadLimits(minimumBytesPerSecond: 40, allowance: 1, deadline: 60)
        #expect(fixture.newFile.count > 3_000)
        let started = fixture.clock.now()

        let error = await #expect(throws: UpdateError.self) { try await updater(fixture, limits: limits).update() }

        #expect(error?.description.hasSuffix("is too slow: the update did not finish within 60 s") == true)
        #expect(fixture.clock.now().timeIntervalSince(started) <= 60)
        try fixture.expectOldKept()
    }
}
