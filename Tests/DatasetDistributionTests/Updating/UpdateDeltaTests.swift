import Foundation
import Testing

@testable import DatasetDistribution
@testable import HongKongBusDataset
@testable import NextStopDataset

/// A delta from the current version is used when offered, and any fault in it falls back on the full file.
struct UpdateDeltaTests {
    @Test func anOfferedDeltaReproducesTheFileByteForByte() async throws {
        let fixture = try UpdateFixture()

        let outcome = try await fixture.updater().update()

        #expect(outcome == .installed(version: 200, via: .delta, bytesDownloaded: outcome.bytesDownloaded))
        try fixture.expectNewInstalled()
        #expect(fixture.publisher.exchanges.map(\.path) == ["metadata.json", "200/delta/100"])
        #expect(outcome.bytesDownloaded < (try fixture.newFileGzip.count))
        #expect(try fixture.installedReport().via == .delta)
    }

    /// Ways an offered delta can be unusable.
    enum BrokenDelta: CaseIterable {
        case missing, notADelta, wrongBase, wrongResult
    }

    @Test(arguments: BrokenDelta.allCases)
    func aBrokenDeltaFallsBackOnTheFullFile(_ broken: BrokenDelta) async throws {
        let fixture = try UpdateFixture()
        let old = try SampleDatasets.loaded(SampleDatasets.old, version: 100)
        switch broken {
        case .missing:
            fixture.publisher.fail("200/delta/100", status: 404)
        case .notADelta:
            fixture.publisher.serve("200/delta/100", Data("{\"not\": \"a delta\"}".utf8))
        case .wrongBase:
            let other = try SampleDatasets.loaded(SampleDatasets.new, version: 150)
            let delta = NetworkDelta.between(other, try SampleDatasets.loaded(SampleDatasets.new, version: 200))
            fixture.publisher.serve("200/delta/100", try delta.encoded())
        case .wrongResult:
            let delta = NetworkDelta.between(old, try SampleDatasets.loaded(SampleDatasets.old, version: 200))
            fixture.publisher.serve("200/delta/100", try delta.encoded())
        }

        let outcome = try await fixture.updater().update()

        #expect(outcome == .installed(version: 200, via: .full, bytesDownloaded: outcome.bytesDownloaded))
        try fixture.expectNewInstalled()
        #expect(try fixture.installedReport().deltaFallback != nil)
    }

    @Test func aCutDeltaResumesFromThePartialFileAndInstalls() async throws {
        let fixture = try UpdateFixture()
        let chunk = 64
        let gzip = try Gzip.compress(fixture.delta)
        try #require(gzip.count > 3 * chunk, "the delta must take several chunks")
        fixture.publisher.cutConnection(afterAnswers: 2)  // metadata.json and the delta's first chunk

        await #expect(throws: UpdateError.self) { try await fixture.updater(chunkSize: chunk).update() }

        try fixture.expectOldKept()
        let partial = PartialDownload(
            folder: fixture.store.folder, sha256: fixture.metadata.file.sha256, from: 100, encoding: .gzip)
        #expect(partial.length == chunk)

        fixture.publisher.cutConnection(afterAnswers: nil)
        let before = fixture.publisher.exchanges(for: "200/delta/100").count
        let outcome = try await fixture.updater(chunkSize: chunk).update(force: true)

        #expect(outcome == .installed(version: 200, via: .delta, bytesDownloaded: outcome.bytesDownloaded))
        try fixture.expectNewInstalled()
        let resumed = fixture.publisher.exchanges(for: "200/delta/100").dropFirst(before)
        #expect(resumed.first?.request.headers["Range"] == "bytes=\(chunk)-\(2 * chunk - 1)")
        #expect(resumed.first?.request.headers["If-Range"] == "\"\(Checksums.sha256Hex(fixture.delta))-gz\"")
        #expect(resumed.map { $0.response?.status } == Array(repeating: 206, count: resumed.count))
        #expect(resumed.compactMap(\.response?.body.count).reduce(0, +) == gzip.count - chunk)
    }
}
