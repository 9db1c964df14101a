import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import DatasetDistribution
@testable import HongKongBusDataset
@testable import NextStopDataset

/// Given: a client store whose current version is 100 (`SampleDatasets.old`), and a publisher offering version
/// 200 (`SampleDatasets.new`) signed by `key`, with the delta from 100 unless `offerDelta` is off.
final class UpdateFixture {
    static let oldVersion = 100
    static let newVersion = 200
    static let day: TimeInterval = 24 * 60 * 60

    let directory: TemporaryDirectory
    let store: DatasetStore<HKBusDataset>
    let publisher = FakePublisher()
    let key = PublisherKey.generate()
    let clock = ManualTimeSource()
    /// Version 200's dataset file.
    let newFile: Data
    /// The metadata the publisher signs for version 200.
    let metadata: DistributionMetadata<HKBusDataset>
    /// The delta from 100 to 200, as the publisher serves it.
    let delta: Data
    private let reported = LockedValue<[DownloadProgress]>([])

    init(offerDelta: Bool = true) throws {
        directory = try TemporaryDirectory()
        store = DatasetStore<HKBusDataset>(dataDirectory: directory.url.appendingPathComponent("client"))
        let server = DatasetStore<HKBusDataset>(dataDirectory: directory.url.appendingPathComponent("server"))
        try SampleDatasets.publish(SampleDatasets.old, version: Self.oldVersion, in: server)
        newFile = try SampleDatasets.publish(SampleDatasets.new, version: Self.newVersion, in: server)
        try SampleDatasets.publish(SampleDatasets.old, version: Self.oldVersion, in: store)
        let signed = try #require(try DatasetPublisher(store: server, key: key).signCurrent())
        metadata = offerDelta ? signed : DistributionMetadata<HKBusDataset>(try server.metadata(of: Self.newVersion), deltas: [])
        delta = try NetworkDelta.between(
            try server.load(version: Self.oldVersion), try server.load(version: Self.newVersion)
        ).encoded()
        try serve(metadata)
        publisher.serve("200", newFile)
        publisher.serve("200/delta/100", delta)
    }

    deinit { directory.remove() }

    /// Publishes `metadata` as `metadata.json`, signed by `signer` (the publisher's key unless given).
    func serve(_ metadata: DistributionMetadata<HKBusDataset>, signedBy signer: PublisherKey? = nil) throws {
        publisher.serve("metadata.json", try SignedMetadata(signing: metadata, with: signer ?? key).encoded())
    }

    /// An updater of the client store that trusts `key`, on the fake publisher and the manual clock.
    func updater(chunkSize: Int = 1024) throws -> DatasetUpdater<HKBusDataset> {
        let reported = reported
        return DatasetUpdater(
            store: store, source: try DatasetSource(FakePublisher.base), trustedKey: key.publicKey,
            transport: publisher,
            clock: clock, chunkSize: chunkSize, progress: { progress in reported.withLock { $0.append(progress) } })
    }

    /// Every progress report so far.
    var progress: [DownloadProgress] { reported.value }

    /// Files in the store's folder that a download left.
    var partialDownloads: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store.folder.path)) ?? []).filter {
            $0.hasPrefix(PartialDownload.prefix)
        }
    }

    /// The gzip body the publisher serves for version 200.
    var newFileGzip: Data { get throws { try Gzip.compress(newFile) } }

    /// Then: version 100 is still current and loads whole.
    func expectOldKept(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try store.currentVersion() == Self.oldVersion, sourceLocation: sourceLocation)
        #expect(try store.loadCurrent().network == SampleDatasets.old, sourceLocation: sourceLocation)
    }

    /// Then: version 200 is current, its file is the publisher's byte for byte, and the signed metadata is kept.
    func expectNewInstalled(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = store.folder(of: Self.newVersion)
        #expect(try store.currentVersion() == Self.newVersion, sourceLocation: sourceLocation)
        #expect(try store.loadCurrent().network == SampleDatasets.new, sourceLocation: sourceLocation)
        #expect(
            FileManager.default.contents(atPath: folder.appendingPathComponent(HKBusDataset.fileName).path)
                == newFile,
            sourceLocation: sourceLocation)
        #expect(
            FileManager.default.contents(atPath: folder.appendingPathComponent(VersionFile.published).path)
                == publisher.exchanges(for: "metadata.json").last?.response?.body, sourceLocation: sourceLocation)
        #expect(partialDownloads.isEmpty, sourceLocation: sourceLocation)
    }

    /// The report installed beside version 200.
    func installedReport() throws -> UpdateReport {
        let url = store.folder(of: Self.newVersion).appendingPathComponent(VersionFile.report)
        return try APIJSON.decoder().decode(UpdateReport.self, from: try Data(contentsOf: url))
    }
}
