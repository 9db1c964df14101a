import Foundation
import HongKongBus
import NextStopDataset
import Testing

@testable import DatasetDistribution

/// When and how often the updater asks the publisher, and what it says when there is nothing new.
struct UpdateCheckTests {
    @Test func newVersionIsDownloadedVerifiedAndInstalled() async throws {
        let fixture = try UpdateFixture(offerDelta: false)

        let outcome = try await fixture.updater().update()

        #expect(outcome == .installed(version: 200, via: .full, bytesDownloaded: outcome.bytesDownloaded))
        try fixture.expectNewInstalled()
        let gzipSize = try fixture.newFileGzip.count
        #expect(outcome.bytesDownloaded > gzipSize)
        #expect(fixture.progress.last == DownloadProgress(bytesReceived: gzipSize, bytesExpected: gzipSize))
        #expect(fixture.progress.count == (gzipSize + 1023) / 1024)
        let report = try fixture.installedReport()
        #expect(report.via == .full)
        #expect(report.source == FakePublisher.base)
        #expect(report.bytesDownloaded > 0)
    }

    @Test func anUnchangedPublisherCostsOneRequestAnswered304() async throws {
        let fixture = try UpdateFixture()
        _ = try await fixture.updater().update()
        fixture.clock.advance(by: UpdateFixture.day + 60)
        let before = fixture.publisher.exchanges.count

        let outcome = try await fixture.updater().update()

        #expect(outcome == .unchanged(version: 200, bytesDownloaded: outcome.bytesDownloaded))
        let sent = fixture.publisher.exchanges.dropFirst(before)
        #expect(sent.count == 1)
        #expect(sent.first?.request.headers["If-None-Match"] != nil)
        #expect(sent.first?.response?.status == 304)
    }

    @Test func theVersionInUseCostsOneRequest() async throws {
        let fixture = try UpdateFixture()
        try SampleDatasets.publish(SampleDatasets.new, version: 200, in: fixture.store)

        let outcome = try await fixture.updater().update()

        #expect(outcome == .unchanged(version: 200, bytesDownloaded: outcome.bytesDownloaded))
        #expect(fixture.publisher.exchanges.map(\.path) == ["metadata.json"])
    }

    @Test func anOlderVersionIsNeverInstalled() async throws {
        let fixture = try UpdateFixture()
        try SampleDatasets.publish(SampleDatasets.old, version: 300, in: fixture.store)

        let outcome = try await fixture.updater().update()

        #expect(outcome == .unchanged(version: 300, bytesDownloaded: outcome.bytesDownloaded))
        #expect(try fixture.store.currentVersion() == 300)
        #expect(fixture.publisher.exchanges.map(\.path) == ["metadata.json"])
    }

    @Test func withinADayNothingIsSentUnlessForced() async throws {
        let fixture = try UpdateFixture()
        let firstCheck = fixture.clock.now()
        _ = try await fixture.updater().update()
        fixture.clock.advance(by: 3600)
        let before = fixture.publisher.exchanges.count

        let recent = try await fixture.updater().update()

        #expect(recent == .checkedRecently(nextCheck: firstCheck.addingTimeInterval(UpdateFixture.day)))
        #expect(fixture.publisher.exchanges.count == before)

        let forced = try await fixture.updater().update(force: true)

        #expect(forced == .unchanged(version: 200, bytesDownloaded: forced.bytesDownloaded))
        #expect(fixture.publisher.exchanges.count == before + 1)
    }

    @Test func aCheckThatReachedThePublisherCountsEvenWhenItFailed() async throws {
        let fixture = try UpdateFixture()
        fixture.publisher.fail("metadata.json", status: 503)
        await #expect(throws: UpdateError.self) { try await fixture.updater().update() }

        let next = try await fixture.updater().update()

        #expect(next == .checkedRecently(nextCheck: fixture.clock.now().addingTimeInterval(UpdateFixture.day)))
        #expect(fixture.publisher.exchanges.count == 1)
    }

    @Test func aCheckThatNeverReachedThePublisherIsRetriedAtOnce() async throws {
        let fixture = try UpdateFixture()
        fixture.publisher.cutConnection(afterAnswers: 0)
        await #expect(throws: UpdateError.self) { try await fixture.updater().update() }
        fixture.publisher.cutConnection(afterAnswers: nil)

        let next = try await fixture.updater().update()

        #expect(next == .installed(version: 200, via: .delta, bytesDownloaded: next.bytesDownloaded))
    }

    @Test func anotherSourceIsCheckedAtOnce() async throws {
        let fixture = try UpdateFixture()
        _ = try await fixture.updater().update()
        let mirror = DatasetUpdater(
            store: fixture.store, source: try DatasetSource("http://mirror.test/hk-bus/metadata.json"),
            trustedKey: fixture.key.publicKey, transport: fixture.publisher, clock: fixture.clock)

        _ = try? await mirror.update()

        #expect(
            fixture.publisher.exchanges.last?.request.url.absoluteString == "http://mirror.test/hk-bus/metadata.json")
        #expect(DatasetUpdater.rememberedSource(of: fixture.store)?.description == "http://mirror.test/hk-bus/")
    }
}
