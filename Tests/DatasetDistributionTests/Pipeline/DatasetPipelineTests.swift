import Foundation
import NextStopCore
import NextStopDataset
import NextStopTestSupport
import Testing

@testable import DatasetDistribution

/// The pipeline on a kind that is not the bus network: what it does is the kind's business only through
/// `DatasetKind`.
@Suite final class DatasetPipelineTests {
    let directory: TemporaryDirectory
    let store: DatasetStore<DockCountsDataset>
    let collectedAt = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        directory = try TemporaryDirectory()
        store = DatasetStore(dataDirectory: directory.url)
    }

    deinit { directory.remove() }

    func pipeline(minimumDocks: Int = 1, publisher: DatasetPublisher<DockCountsDataset>? = nil)
        -> DatasetPipeline<DockCountsDataset>
    {
        DatasetPipeline(store: store, rules: minimumDocks, publisher: publisher, timeSource: ManualTimeSource())
    }

    @Test func aValidDatasetBecomesCurrentAndComesBackDecodedOnce() throws {
        // given
        let docks = ["pipeline-valid-1": 4, "pipeline-valid-2": 0]

        // when
        let outcome = try pipeline().publish(docks, issues: ["one dock unnamed"], collectedAt: collectedAt)

        // then the dataset it hands back is the one stored, read back from its file once, and the report is the kind's
        guard case .published(let dataset, let report) = outcome else {
            Issue.record("a valid dataset should publish, got \(outcome)")
            return
        }
        #expect(DockCountsDataset.decodeCount(firstDock: "pipeline-valid-1") == 1)
        #expect(dataset.content == docks)
        #expect(dataset.metadata.dataset == "dock-counts" && dataset.metadata.fileName == "docks.json")
        #expect(dataset.metadata.summary == DockCountsDataset.Summary(docks: 2))
        #expect(report.published && report.issues == ["one dock unnamed"])
        #expect(try store.currentVersion() == dataset.metadata.version)
        #expect(try store.loadCurrent().content == docks)
        let file = store.folder(of: dataset.metadata.version).appendingPathComponent("docks.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aDatasetThatFailsItsKindsChecksIsKeptAmongTheRejected() throws {
        // when
        let outcome = try pipeline(minimumDocks: 5).publish(["pipeline-rejected": 1], issues: [], collectedAt: collectedAt)

        // then
        guard case .rejected(let report) = outcome else {
            Issue.record("a dataset below the minimum should be rejected, got \(outcome)")
            return
        }
        #expect(report.failedChecks.map(\.name) == ["minimum_docks"])
        #expect(try store.currentVersion() == nil)
        let kept = store.folder.appendingPathComponent("rejected/\(report.version)/validation_report.json")
        #expect(FileManager.default.fileExists(atPath: kept.path))
    }

    @Test func theSameContentAgainPublishesNothing() throws {
        // given
        let docks = ["pipeline-same": 2]
        guard case .published(let first, _) = try pipeline().publish(docks, issues: [], collectedAt: collectedAt) else {
            Issue.record("the first dataset should publish")
            return
        }

        // when
        let again = try pipeline().publish(docks, issues: [], collectedAt: collectedAt.addingTimeInterval(60))

        // then
        guard case .unchanged(let current, _) = again else {
            Issue.record("equal content should publish nothing, got \(again)")
            return
        }
        #expect(current.version == first.metadata.version)
        #expect(try store.versions() == [first.metadata.version])
    }

    @Test func aSigningPipelineWritesTheSignedMetadataAndOffersNoDeltaForAKindWithout() throws {
        // given a signing pipeline and a first version
        let key = PublisherKey.generate()
        let signing = pipeline(publisher: DatasetPublisher(store: store, key: key))
        _ = try signing.publish(["pipeline-signed": 1], issues: [], collectedAt: collectedAt)

        // when a second version is published
        let outcome = try signing.publish(
            ["pipeline-signed": 1, "pipeline-signed-2": 3], issues: [], collectedAt: collectedAt.addingTimeInterval(60))

        // then its signed metadata is there the moment it is current, with no delta from the first
        guard case .published(let dataset, _) = outcome else {
            Issue.record("the second dataset should publish, got \(outcome)")
            return
        }
        let published = store.folder(of: dataset.metadata.version).appendingPathComponent(VersionFile.published)
        let signed = try SignedMetadata.decode(try Data(contentsOf: published))
        let metadata: DistributionMetadata<DockCountsDataset> = try signed.verified(by: key.publicKey)
        #expect(metadata.version == dataset.metadata.version)
        #expect(metadata.summary.docks == 2)
        #expect(metadata.deltas.isEmpty)
    }
}
