import DatasetDistribution
import Foundation
import HongKongBusDataset
import NextStopDataset
import Testing

/// A process killed after the download and before the install: the old dataset is still whole, and the next run
/// installs the new one from the downloaded file without fetching it again.
@Suite struct DistributionCrashRecoveryTests {
    @Test func aCrashBetweenDownloadAndInstallKeepsTheOldDatasetAndTheNextRunInstallsWithoutDownloading() async throws {
        let world = try DistributionWorld()
        try world.seedClient(edition: 0)
        let metadata = try world.publish(edition: 1)
        let snapshot = StoreSnapshot(of: world.clientStore, into: world.directory.url.appendingPathComponent("crashed"))
        try await world.serve { source in
            // The client's disk as it is the moment the last chunk is on it, before anything is installed.
            let downloading = world.updater(from: source, over: RecordingTransport(), chunkSize: 1024) { progress in
                if progress.bytesReceived == progress.bytesExpected { snapshot.take() }
            }
            _ = try await downloading.update()
            let crashed = try snapshot.taken()
            try Self.leaveHalfWrittenVersionFolder(
                metadata.version, file: try DistributionWorld.datasetFile(ofEdition: 1), in: crashed)

            try world.expectCurrent(edition: 0, in: crashed)
            #expect(DistributionWorld.leftovers(in: crashed).count == 3)  // the download, its ETag, the staging

            let wire = RecordingTransport()
            let outcome = try await world.updater(from: source, over: wire, store: crashed).update()

            #expect(
                outcome == .installed(version: metadata.version, via: .full, bytesDownloaded: outcome.bytesDownloaded))
            #expect(wire.exchanges.map(\.path) == [DistributionWorld.path("metadata.json")])
        }
        try world.expectInstalled(edition: 1, in: try snapshot.taken())
    }

    /// What a crash while the store wrote a version's folder leaves: a hidden staging folder named as the store
    /// names them, holding half of the version's dataset file.
    private static func leaveHalfWrittenVersionFolder(_ version: Int, file: Data, in store: DatasetStore<HKBusDataset>) throws {
        let staging = store.folder.appendingPathComponent(".staging-\(version)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try file.prefix(file.count / 2).write(to: staging.appendingPathComponent(HKBusDataset.fileName))
    }
}
