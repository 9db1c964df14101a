import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import HongKongBusDataset
@testable import NextStopDataset

@Suite final class DatasetStoreTests {
    let directory: TemporaryDirectory
    let store: DatasetStore<HKBusDataset>

    init() throws {
        directory = try TemporaryDirectory()
        store = DatasetStore<HKBusDataset>(dataDirectory: directory.url)
    }

    deinit { directory.remove() }

    /// A one-route network whose route number tells versions apart.
    func network(_ route: String) -> BusNetwork {
        BusNetwork(stops: [Build.stop(Build.kmbStopID(1))], routes: [Build.route("KMB:\(route):O:1", [Build.kmbStopID(1)])])
    }

    func publish(_ network: BusNetwork, version: Int) throws {
        let data = try HKBusDataset.encode(network)
        let metadata = DatasetMetadata<HKBusDataset>(
            describing: network, file: data, version: version, generatedAt: Date(timeIntervalSince1970: Double(version)))
        try store.publish(dataset: data, metadata: metadata, report: Data("{}".utf8))
    }

    @Test func publishedDatasetBecomesCurrentAndLoadsBack() throws {
        try publish(network("1"), version: 100)

        let loaded = try store.loadCurrent()

        #expect(try store.currentVersion() == 100)
        #expect(loaded.network == network("1"))
        #expect(loaded.metadata.summary.totalRoutes == 1)
        #expect(loaded.metadata.itemHashes.keys.sorted() == ["KMB:1:O:1"])
    }

    @Test func emptyStoreSaysHowToGetADataset() {
        #expect(throws: DatasetStoreError.noCurrentDataset(folder: store.folder.path)) { try store.loadCurrent() }
    }

    @Test func tamperedFileIsRefused() throws {
        try publish(network("1"), version: 100)
        let file = store.folder(of: 100).appendingPathComponent(HKBusDataset.fileName)
        try Data(try Data(contentsOf: file).map { $0 == UInt8(ascii: "1") ? UInt8(ascii: "2") : $0 }).write(to: file)

        #expect(throws: DatasetStoreError.checksumMismatch(version: 100)) { try store.loadCurrent() }
    }

    @Test func keepsTheLastSevenVersions() throws {
        for version in 1...10 { try publish(network("\(version)"), version: version) }

        #expect(try store.versions() == Array(4...10))
        #expect(try store.loadCurrent().network == network("10"))
    }

    @Test func theOfferedVersionOutlivesPruningWhileNewerOnesAreUnsigned() throws {
        let signed = Data("signed".utf8)
        let first = try HKBusDataset.encode(network("1"))
        try store.publish(
            dataset: first,
            metadata: DatasetMetadata<HKBusDataset>(describing: network("1"), file: first, version: 1, generatedAt: Date()),
            report: Data("{}".utf8), extraFiles: [VersionFile.published: signed])

        for version in 2...10 { try publish(network("\(version)"), version: version) }

        #expect(try store.publishedVersion() == 1)
        #expect(try store.versions() == [1] + Array(4...10))
    }

    @Test func aPublicationWaitsWhileAnotherProcessPublishes() async throws {
        try publish(network("1"), version: 1)
        var other: FileLock? = try FileLock(waitingFor: store.publishLock)

        let file = try HKBusDataset.encode(network("2"))
        let metadata = DatasetMetadata<HKBusDataset>(describing: network("2"), file: file, version: 2, generatedAt: Date())
        let publishing = Task.detached { [store] in
            try store.publish(dataset: file, metadata: metadata, report: Data("{}".utf8))
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(try store.currentVersion() == 1)
        withExtendedLifetime(other) {}
        other = nil
        try await publishing.value

        #expect(try store.currentVersion() == 2)
    }

    @Test func refusesAVersionNotNewerThanTheCurrent() throws {
        try publish(network("1"), version: 100)

        #expect(throws: DatasetStoreError.versionNotNewer(version: 100, current: 100)) {
            try publish(network("2"), version: 100)
        }
        #expect(try store.loadCurrent().network == network("1"))
    }

    @Test func nextVersionIsUnixSecondsAndAlwaysIncreases() throws {
        #expect(try store.nextVersion(at: Date(timeIntervalSince1970: 500)) == 500)
        try publish(network("1"), version: 500)
        #expect(try store.nextVersion(at: Date(timeIntervalSince1970: 500)) == 501)
        try store.reject(version: 600, report: Data("{}".utf8))
        #expect(try store.nextVersion(at: Date(timeIntervalSince1970: 500)) == 601)
    }

    @Test func rejectionKeepsTheCurrentDataset() throws {
        try publish(network("1"), version: 100)

        try store.reject(version: 101, report: Data(#"{"published":false}"#.utf8))

        #expect(try store.currentVersion() == 100)
        #expect(try store.versions() == [100])
        let report = store.folder.appendingPathComponent("rejected/101/\(VersionFile.report)")
        #expect(FileManager.default.fileExists(atPath: report.path))
    }

    @Test func aCrashBeforeTheRenameLeavesThePreviousDatasetCurrentAndIsCleanedUp() throws {
        try publish(network("1"), version: 100)
        // What a run killed while writing leaves behind: a staging folder with a half-written file.
        let staging = store.folder.appendingPathComponent(".staging-101-crashed")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("{\"format\":1,\"sto".utf8).write(to: staging.appendingPathComponent(HKBusDataset.fileName))

        #expect(try store.loadCurrent().network == network("1"))
        #expect(try store.versions() == [100])

        store.removeAbandonedStaging()
        #expect(!FileManager.default.fileExists(atPath: staging.path))
    }

    @Test func makeCurrentSwitchesToAStoredVersionOnly() throws {
        try publish(network("1"), version: 100)
        try publish(network("2"), version: 101)

        try store.makeCurrent(version: 100)

        #expect(try store.loadCurrent().network == network("1"))
        #expect(throws: DatasetStoreError.missingVersion(55)) { try store.makeCurrent(version: 55) }
    }
}
