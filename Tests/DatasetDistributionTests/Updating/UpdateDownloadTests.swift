import Foundation
import HongKongBusDataset
import NextStopDataset
import Testing

@testable import DatasetDistribution

/// The full file arrives in ranged chunks, survives a cut connection and a crash, and copes with servers that
/// ignore ranges.
struct UpdateDownloadTests {
    @Test func aCutDownloadResumesFromThePartialFileAskingOnlyForTheRest() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        let gzip = try fixture.newFileGzip
        #expect(gzip.count > 3 * 1024)
        fixture.publisher.cutConnection(afterAnswers: 2)  // metadata.json and the first chunk

        await #expect(throws: UpdateError.self) { try await fixture.updater().update() }

        try fixture.expectOldKept()
        let partial = PartialDownload(
            folder: fixture.store.folder, sha256: fixture.metadata.file.sha256, encoding: .gzip)
        #expect(partial.length == 1024)

        fixture.publisher.cutConnection(afterAnswers: nil)
        let before = fixture.publisher.exchanges(for: "200").count
        let outcome = try await fixture.updater().update(force: true)

        #expect(outcome == .installed(version: 200, via: .full, bytesDownloaded: outcome.bytesDownloaded))
        try fixture.expectNewInstalled()
        let resumed = fixture.publisher.exchanges(for: "200").dropFirst(before)
        #expect(resumed.first?.request.headers["Range"] == "bytes=1024-2047")
        #expect(resumed.first?.request.headers["If-Range"] == "\"\(fixture.metadata.file.sha256)-gz\"")
        #expect(resumed.map { $0.response?.status } == Array(repeating: 206, count: resumed.count))
        #expect(resumed.compactMap(\.response?.body.count).reduce(0, +) == gzip.count - 1024)
    }

    @Test func aCrashBetweenDownloadAndInstallLeavesTheOldDatasetAndTheNextRunInstallsWhole() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        let store = fixture.store
        let staging = store.folder.appendingPathComponent(".staging-200-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try fixture.newFile.prefix(fixture.newFile.count / 2).write(
            to: staging.appendingPathComponent(HKBusDataset.fileName))
        _ = try PartialDownload.start(
            in: store.folder, sha256: fixture.metadata.file.sha256, encoding: .gzip,
            etag: "\"\(fixture.metadata.file.sha256)-gz\"", with: try fixture.newFileGzip)

        try fixture.expectOldKept()

        let outcome = try await fixture.updater().update()

        #expect(outcome == .installed(version: 200, via: .full, bytesDownloaded: outcome.bytesDownloaded))
        try fixture.expectNewInstalled()
        #expect(fixture.publisher.exchanges.map(\.path) == ["metadata.json"])
        #expect(!FileManager.default.fileExists(atPath: staging.path))
    }

    @Test func aServerIgnoringRangesSendsTheWholeFileAtOnce() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        fixture.publisher.ignoreRanges()

        let outcome = try await fixture.updater().update()

        #expect(outcome == .installed(version: 200, via: .full, bytesDownloaded: outcome.bytesDownloaded))
        try fixture.expectNewInstalled()
        #expect(fixture.publisher.exchanges(for: "200").map { $0.response?.status } == [200])
    }

    @Test func aPartialFileOfAChangedFileIsStartedOver() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        _ = try PartialDownload.start(
            in: fixture.store.folder, sha256: fixture.metadata.file.sha256, encoding: .gzip, etag: "\"stale-gz\"",
            with: Data(repeating: 7, count: 1024))

        let outcome = try await fixture.updater().update()

        #expect(outcome == .installed(version: 200, via: .full, bytesDownloaded: outcome.bytesDownloaded))
        try fixture.expectNewInstalled()
        #expect(fixture.publisher.exchanges(for: "200").map { $0.response?.status } == [200])
    }

    @Test func downloadsOfOtherFilesAreCleanedUp() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        _ = try PartialDownload.start(
            in: fixture.store.folder, sha256: String(repeating: "a", count: 64), encoding: .identity, etag: nil,
            with: Data("old".utf8))

        _ = try await fixture.updater().update()

        #expect(fixture.partialDownloads.isEmpty)
    }

    @Test func anEmptyChunkIsRefused() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        fixture.publisher.fail("200", status: 200)

        let error = await #expect(throws: UpdateError.self) { try await fixture.updater().update() }

        #expect(error == .badAnswer(url: FakePublisher.base + "200", reason: "empty body"))
        try fixture.expectOldKept()
    }
}
