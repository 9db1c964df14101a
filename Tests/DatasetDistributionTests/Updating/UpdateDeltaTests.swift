import Foundation
import NextStopDataset
import Testing

@testable import DatasetDistribution

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
            let delta = DatasetDelta.between(other, try SampleDatasets.loaded(SampleDatasets.new, version: 200))
            fixture.publisher.serve("200/delta/100", try delta.encoded())
        case .wrongResult:
            let delta = DatasetDelta.between(old, try SampleDatasets.loaded(SampleDatasets.old, version: 200))
            fixture.publisher.serve("200/delta/100", try delta.encoded())
        }

        let outcome = try await fixture.updater().update()

        #expect(outcome == .installed(version: 200, via: .full, bytesDownloaded: outcome.bytesDownloaded))
        try fixture.expectNewInstalled()
        #expect(try fixture.installedReport().deltaFallback != nil)
    }
}
