import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import HongKongBusDataset
@testable import NextStopDataset

/// The snapshot beside a version's dataset file: written when a dataset is published with its content or first
/// loaded without one, read instead of the dataset file, and rebuilt from the file whenever it cannot be trusted.
@Suite final class DatasetSnapshotTests {
    let directory: TemporaryDirectory
    let store: DatasetStore<HKBusDataset>

    init() throws {
        directory = try TemporaryDirectory()
        store = DatasetStore<HKBusDataset>(dataDirectory: directory.url)
    }

    deinit { directory.remove() }

    /// Two operators, names in three scripts, a placeholder stop without coordinates and a stop two variants share.
    let network = Build.network(
        stops: [
            Build.stop(Build.kmbStopID(1), 22.3001, 114.1701, name: "Mong Kok (MK123)"),
            Build.stop(Build.kmbStopID(2), 22.3100, 114.1800),
            Stop.placeholder(id: Build.kmbStopID(3), company: .kmb),
            Build.stop("001234", 22.2800, 114.1600, name: "Central Pier"),
        ],
        routes: [
            Build.route(
                "KMB:1A:O:1", [Build.kmbStopID(1), Build.kmbStopID(2), Build.kmbStopID(3)], from: "旺角", to: "Star Ferry"),
            Build.route("KMB:1A:I:2", [Build.kmbStopID(2), Build.kmbStopID(1)]),
            Build.route("CTB:N8:O:1", ["001234"], from: "Central", to: "Central"),
        ])

    func publish(_ network: BusNetwork, version: Int, withContent: Bool) throws {
        let file = try HKBusDataset.encode(network)
        let metadata = DatasetMetadata<HKBusDataset>(
            describing: network, file: file, version: version, generatedAt: Date(timeIntervalSince1970: Double(version)))
        try store.publish(
            dataset: file, metadata: metadata, report: Data("{}".utf8), content: withContent ? network : nil)
    }

    func file(_ name: String, of version: Int) -> URL { store.folder(of: version).appendingPathComponent(name) }

    /// The dataset file's bytes tell networks apart even where `==` cannot: a placeholder's coordinates are NaN.
    func expectLoads(_ expected: BusNetwork, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let loaded = try store.loadCurrent()
        #expect(try HKBusDataset.encode(loaded.network) == HKBusDataset.encode(expected), sourceLocation: sourceLocation)
        #expect(loaded.network.stops.map(\.isPlaceholder) == expected.stops.map(\.isPlaceholder), sourceLocation: sourceLocation)
    }

    @Test func aPublishedDatasetLoadsFromItsSnapshotWithoutItsFile() throws {
        try publish(network, version: 100, withContent: true)
        try FileManager.default.removeItem(at: file(HKBusDataset.fileName, of: 100))

        let loaded = try store.loadCurrent()

        try expectLoads(network)
        #expect(loaded.metadata == (try store.metadata(of: 100)))
        #expect(loaded.network.stops.first(where: \.isPlaceholder)?.coordinate.latitude.isNaN == true)
        #expect(loaded.network.routes.first { $0.route == "1A" }?.origin.tc == "繁旺角")
    }

    @Test func theFirstLoadWithoutASnapshotDecodesTheFileAndLeavesOne() throws {
        try publish(network, version: 100, withContent: false)
        #expect(!FileManager.default.fileExists(atPath: file(VersionFile.snapshot, of: 100).path))

        try expectLoads(network)

        let snapshot = try Data(contentsOf: file(VersionFile.snapshot, of: 100))
        try FileManager.default.removeItem(at: file(HKBusDataset.fileName, of: 100))
        try expectLoads(network)
        #expect(try Data(contentsOf: file(VersionFile.snapshot, of: 100)) == snapshot)
    }

    @Test(arguments: [0, 15, 200, 1_000])
    func aTruncatedSnapshotIsRebuiltFromTheFile(keptBytes: Int) throws {
        try publish(network, version: 100, withContent: true)
        let whole = try Data(contentsOf: file(VersionFile.snapshot, of: 100))
        try whole.prefix(keptBytes).write(to: file(VersionFile.snapshot, of: 100))

        try expectLoads(network)
        #expect(try Data(contentsOf: file(VersionFile.snapshot, of: 100)) == whole)
    }

    /// What a crash can leave of a snapshot written without a flush: the whole length, with wrong bytes in the body's
    /// recorded length (52) or CRC (57), its first bytes (61) or its last.
    @Test(arguments: [52, 57, 61, -1])
    func aSnapshotDamagedAtItsFullLengthIsRebuiltFromTheFile(offset: Int) throws {
        try publish(network, version: 100, withContent: true)
        let whole = try Data(contentsOf: file(VersionFile.snapshot, of: 100))
        var damaged = whole
        damaged[offset < 0 ? damaged.count + offset : offset] ^= 0xFF
        try damaged.write(to: file(VersionFile.snapshot, of: 100))

        try expectLoads(network)
        #expect(try Data(contentsOf: file(VersionFile.snapshot, of: 100)) == whole)
    }

    @Test func anotherVersionsSnapshotIsRebuiltFromTheFile() throws {
        let other = Build.network(
            stops: [Build.stop(Build.kmbStopID(9))], routes: [Build.route("KMB:9:O:1", [Build.kmbStopID(9)])])
        try publish(other, version: 100, withContent: true)
        try publish(network, version: 101, withContent: true)
        let own = try Data(contentsOf: file(VersionFile.snapshot, of: 101))
        try FileManager.default.removeItem(at: file(VersionFile.snapshot, of: 101))
        try FileManager.default.copyItem(at: file(VersionFile.snapshot, of: 100), to: file(VersionFile.snapshot, of: 101))

        try expectLoads(network)
        #expect(try Data(contentsOf: file(VersionFile.snapshot, of: 101)) == own)
    }

    @Test func aSnapshotOfAnotherLayoutIsRebuiltFromTheFile() throws {
        try publish(network, version: 100, withContent: true)
        var snapshot = try Data(contentsOf: file(VersionFile.snapshot, of: 100))
        let own = snapshot
        snapshot[12] &+= 1
        try snapshot.write(to: file(VersionFile.snapshot, of: 100))

        try expectLoads(network)
        #expect(try Data(contentsOf: file(VersionFile.snapshot, of: 100)) == own)
    }

    @Test func aSnapshotReferringPastItsEndIsRefused() throws {
        var writer = SnapshotWriter()
        writer.write("KMB")
        writer.write(Int(Int32.max))
        let body = writer.finished()

        #expect(throws: SnapshotError.self) {
            try body.withUnsafeBytes { bytes in
                var reader = try SnapshotReader(bytes)
                _ = try reader.string()
                _ = try reader.count(ofRecordsAtLeast: 4)
            }
        }
    }

    @Test func theSnapshotIsVerifiedOnceWhenInstalledNotOnEveryLoad() throws {
        try publish(network, version: 100, withContent: true)
        let file = file(HKBusDataset.fileName, of: 100)
        try Data(try Data(contentsOf: file).map { $0 == UInt8(ascii: "1") ? UInt8(ascii: "2") : $0 }).write(to: file)

        try expectLoads(network)

        try FileManager.default.removeItem(at: self.file(VersionFile.snapshot, of: 100))
        #expect(throws: DatasetStoreError.checksumMismatch(version: 100)) { try store.loadCurrent() }
    }
}
