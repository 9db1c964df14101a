import Foundation
import Testing

@testable import DatasetDistribution

struct UpdateLockTests {
    @Test func anUpdateWhileAnotherRunsChangesNothing() async throws {
        let fixture = try UpdateFixture()
        let running = try UpdateLock(fixture.store)

        await #expect(throws: UpdateError.busy(dataset: "hk-bus")) { try await fixture.updater().update(force: true) }
        #expect(throws: UpdateError.busy(dataset: "hk-bus")) { try fixture.updater().rollback() }

        #expect(fixture.publisher.exchanges.isEmpty)
        #expect(try fixture.store.currentVersion() == UpdateFixture.oldVersion)
        withExtendedLifetime(running) {}
    }

    @Test func theLockIsFreeOnceAnUpdateEnds() async throws {
        let fixture = try UpdateFixture()
        _ = try await fixture.updater().update(force: true)

        #expect(throws: Never.self) { _ = try UpdateLock(fixture.store) }
    }
}
