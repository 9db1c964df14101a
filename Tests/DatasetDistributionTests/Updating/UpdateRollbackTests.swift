import Foundation
import NextStopDataset
import Testing

@testable import DatasetDistribution

/// Going back to the previous version, and staying there until the user forces the update.
struct UpdateRollbackTests {
    @Test func rollbackRestoresThePreviousVersionAndUpdatesDoNotBringItBack() async throws {
        let fixture = try UpdateFixture()
        _ = try await fixture.updater().update()

        let rollback = try fixture.updater().rollback()

        #expect(rollback.from == 200 && rollback.to == 100)
        try fixture.expectOldKept()

        fixture.clock.advance(by: UpdateFixture.day + 60)
        let unforced = try await fixture.updater().update()

        #expect(unforced == .skippedRolledBack(version: 200, current: 100, bytesDownloaded: unforced.bytesDownloaded))
        try fixture.expectOldKept()

        let before = fixture.publisher.exchanges.count
        let forced = try await fixture.updater().update(force: true)

        #expect(forced == .installed(version: 200, via: .stored, bytesDownloaded: forced.bytesDownloaded))
        #expect(fixture.publisher.exchanges.dropFirst(before).map(\.path) == ["metadata.json"])
        #expect(try fixture.store.loadCurrent().network == SampleDatasets.new)
    }

    @Test func aVersionNewerThanTheOneRolledBackFromIsInstalled() async throws {
        let fixture = try UpdateFixture()
        _ = try await fixture.updater().update()
        try fixture.updater().rollback()
        var newer = fixture.metadata
        newer.version = 300
        newer.deltas = []
        try fixture.serve(newer)
        fixture.clock.advance(by: UpdateFixture.day + 60)

        let outcome = try await fixture.updater().update()

        #expect(outcome == .installed(version: 300, via: .full, bytesDownloaded: outcome.bytesDownloaded))
        #expect(try fixture.store.currentVersion() == 300)
    }

    @Test func rollbackWithoutAnOlderVersionFailsAndChangesNothing() throws {
        let fixture = try UpdateFixture()

        #expect(throws: UpdateError.noPreviousVersion(current: 100)) { try fixture.updater().rollback() }
        try fixture.expectOldKept()
    }
}
