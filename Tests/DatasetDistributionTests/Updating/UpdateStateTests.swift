import Foundation
import HongKongBusDataset
import NextStopDataset
import NextStopTestSupport
import Testing

@testable import DatasetDistribution

@Suite final class UpdateStateTests {
    let directory: TemporaryDirectory
    let store: DatasetStore<HKBusDataset>
    let lastCheck = Date(timeIntervalSince1970: 1_790_000_000)

    init() throws {
        directory = try TemporaryDirectory()
        store = DatasetStore<HKBusDataset>(dataDirectory: directory.url)
    }

    deinit { directory.remove() }

    @Test func theStateReadsBackAsSaved() throws {
        let state = UpdateState(
            source: "http://host/datasets/hk-bus/", lastCheck: lastCheck, metadataETag: "\"abc\"", metadataVersion: 200,
            rolledBackFrom: 300)

        try state.save(in: store)

        #expect(UpdateState.load(from: store) == state)
        #expect(DatasetUpdater.rememberedSource(of: store)?.description == "http://host/datasets/hk-bus/")
    }

    @Test func anUnreadableStateReadsAsFresh() throws {
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: store.folder.appendingPathComponent(UpdateState.fileName))

        #expect(UpdateState.load(from: store) == UpdateState())
    }

    @Test func theNextCheckIsADayAfterTheLastUnlessTheClockWentBack() {
        let state = UpdateState(lastCheck: lastCheck)
        let day = DatasetUpdater<HKBusDataset>.checkInterval

        #expect(state.nextCheck(after: lastCheck.addingTimeInterval(60), interval: day) == lastCheck + day)
        #expect(state.nextCheck(after: lastCheck.addingTimeInterval(day), interval: day) == nil)
        #expect(state.nextCheck(after: lastCheck.addingTimeInterval(-60), interval: day) == nil)
        #expect(UpdateState().nextCheck(after: lastCheck, interval: day) == nil)
    }

    @Test func anotherSourceForgetsTheCheckButNotTheRollback() throws {
        let state = UpdateState(
            source: "http://a/hk-bus/", lastCheck: lastCheck, metadataETag: "\"abc\"", metadataVersion: 200,
            rolledBackFrom: 300)

        let scoped = state.scoped(to: try DatasetSource("http://b/hk-bus/"))

        #expect(scoped == UpdateState(source: "http://b/hk-bus/", rolledBackFrom: 300))
        #expect(state.scoped(to: try DatasetSource("http://a/hk-bus")) == state)
    }
}

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
