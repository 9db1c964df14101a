import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import DatasetDistribution
@testable import HongKongBusDataset
@testable import NextStopDataset

/// The publisher offers a delta from an older version only when it is smaller than the file, and says how big.
@Suite final class DatasetPublisherTests {
    let directory: TemporaryDirectory
    let store: DatasetStore<HKBusDataset>
    let key = PublisherKey.generate()

    init() throws {
        directory = try TemporaryDirectory()
        store = DatasetStore<HKBusDataset>(dataDirectory: directory.url)
    }

    deinit { directory.remove() }

    /// A network sharing no stop or route with the samples: a delta from it carries every stop and route of the
    /// new version and lists every one of its own as removed besides.
    static let unrelated = BusNetwork(
        stops: (1001...1300).map { number in
            Build.stop(Build.kmbStopID(number), 22.3 + Double(number - 1000) * 0.0001, 114.17, name: "Other \(number) Street")
        },
        routes: [Build.route("KMB:98:O:1", (1001...1300).map(Build.kmbStopID))])

    @Test func aDeltaLargerThanTheFileIsNotOffered() throws {
        try SampleDatasets.publish(SampleDatasets.old, version: 100, in: store)
        try SampleDatasets.publish(Self.unrelated, version: 150, in: store)
        let file = try SampleDatasets.publish(SampleDatasets.new, version: 200, in: store)
        let target = try store.load(version: 200)
        let fromUnrelated = try NetworkDelta.between(try store.load(version: 150), target).encoded()
        let fromOld = try NetworkDelta.between(try store.load(version: 100), target).encoded()
        try #require(fromUnrelated.count > file.count, "the delta from 150 must outgrow the file")

        let metadata = try #require(try DatasetPublisher(store: store, key: key).signCurrent())

        #expect(metadata.deltas == [DeltaLink(from: 100, to: 200, sizeBytes: fromOld.count)])
        #expect(fromOld.count < metadata.file.sizeBytes)
    }

    @Test func metadataSignedWithoutDeltaSizesIsSignedAgain() throws {
        try SampleDatasets.publish(SampleDatasets.old, version: 100, in: store)
        try SampleDatasets.publish(SampleDatasets.new, version: 200, in: store)
        let unsized = DistributionMetadata<HKBusDataset>(
            try store.metadata(of: 200), deltas: [DeltaLink(from: 100, path: "200/delta/100", sizeBytes: nil)])
        try SignedMetadata(signing: unsized, with: key).encoded().write(
            to: store.folder(of: 200).appendingPathComponent(VersionFile.published))

        let metadata = try #require(try DatasetPublisher(store: store, key: key).signCurrent())

        #expect(metadata.deltas.map(\.sizeBytes).allSatisfy { $0 != nil })
        #expect(metadata.deltas.map(\.from) == [100])
    }
}
