import Foundation
import NextStopCore
import NextStopDataset
import NextStopTestSupport
import Testing

@testable import DatasetDistribution

/// `updateLoading` hands over what it installed as it decoded it, so that a mirror serves a version without
/// reading it back from its store.
@Suite struct UpdateLoadingTests {
    @Test(arguments: [true, false])
    func theInstalledVersionComesBackAsTheStoreHoldsIt(offerDelta: Bool) async throws {
        // given a publisher of version 200, with or without the delta from the client's 100
        let fixture = try UpdateFixture(offerDelta: offerDelta)

        // when
        let (outcome, installed) = try await fixture.updater().updateLoading(force: true)

        // then what came back is what the store now holds
        let dataset = try #require(installed)
        #expect(outcome == .installed(version: 200, via: offerDelta ? .delta : .full, bytesDownloaded: outcome.bytesDownloaded))
        #expect(dataset.network == SampleDatasets.new)
        #expect(dataset.metadata == (try fixture.store.loadCurrent().metadata))
    }

    @Test func nothingNewHandsOverNothing() async throws {
        // given a client that already has version 200
        let fixture = try UpdateFixture()
        _ = try await fixture.updater().update(force: true)

        // when
        let (outcome, installed) = try await fixture.updater().updateLoading(force: true)

        // then
        #expect(outcome == .unchanged(version: 200, bytesDownloaded: outcome.bytesDownloaded))
        #expect(installed == nil)
    }

    @Test func aMirrorOfAnotherKindDecodesTheFileItInstallsOnce() async throws {
        // given a publisher of a dock-counts dataset, signed
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = DatasetStore<DockCountsDataset>(dataDirectory: directory.url.appendingPathComponent("server"))
        let key = PublisherKey.generate()
        let docks = ["mirror-once-1": 7, "mirror-once-2": 2]
        let pipeline = DatasetPipeline(
            store: server, rules: 1, publisher: DatasetPublisher(store: server, key: key), timeSource: ManualTimeSource())
        guard case .published(let published, _) = try pipeline.publish(docks, issues: [], collectedAt: Date()) else {
            Issue.record("the dataset should publish")
            return
        }
        let version = published.metadata.version
        let publisher = FakePublisher()
        let folder = server.folder(of: version)
        publisher.serve("metadata.json", try Data(contentsOf: folder.appendingPathComponent(VersionFile.published)))
        publisher.serve(String(version), try Data(contentsOf: folder.appendingPathComponent("docks.json")))
        let decodedBefore = DockCountsDataset.decodeCount(firstDock: "mirror-once-1")

        // when a client of that kind updates
        let client = DatasetStore<DockCountsDataset>(dataDirectory: directory.url.appendingPathComponent("client"))
        let (outcome, installed) = try await DatasetUpdater(
            store: client, source: try DatasetSource(FakePublisher.base), trustedKey: key.publicKey, transport: publisher
        ).updateLoading(force: true)

        // then it installed the whole file, decoding it once, and handed that over
        #expect(outcome == .installed(version: version, via: .full, bytesDownloaded: outcome.bytesDownloaded))
        #expect(DockCountsDataset.decodeCount(firstDock: "mirror-once-1") == decodedBefore + 1)
        #expect(installed?.content == docks)
        #expect(try client.currentVersion() == version)
    }
}
