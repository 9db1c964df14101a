import Foundation
import NextStopDataset
import Testing

@testable import DatasetDistribution

/// Upstream faults fail the update with one line and leave the dataset in use alone.
struct UpdateFaultTests {
    /// What the publisher does wrong with `metadata.json`.
    enum Fault: CaseIterable, CustomTestStringConvertible {
        case serverError, rateLimited, notFound, malformed, empty, unreachable

        var testDescription: String { "\(self)" }
    }

    @Test(arguments: Fault.allCases)
    func aFaultyPublisherFailsTheUpdateAndKeepsTheOldDataset(_ fault: Fault) async throws {
        let fixture = try UpdateFixture()
        switch fault {
        case .serverError: fixture.publisher.fail("metadata.json", status: 500)
        case .rateLimited: fixture.publisher.fail("metadata.json", status: 429)
        case .notFound: fixture.publisher.fail("metadata.json", status: 404)
        case .malformed: fixture.publisher.serve("metadata.json", Data("<html>oops</html>".utf8))
        case .empty: fixture.publisher.serve("metadata.json", Data())
        case .unreachable: fixture.publisher.cutConnection(afterAnswers: 0)
        }

        let error = await #expect(throws: (any Error).self) { try await fixture.updater().update() }

        let line = try #require(error.map { String(describing: $0) })
        #expect(!line.contains("\n"))
        #expect(line.contains(FakePublisher.base + "metadata.json") || fault == .malformed)
        switch fault {
        case .serverError: #expect(line.contains("HTTP 500"))
        case .rateLimited: #expect(line.contains("HTTP 429"))
        case .notFound: #expect(line.contains("HTTP 404"))
        case .malformed: #expect(error as? DistributionError == .malformedMetadata("not a JSON object"))
        case .empty: #expect(line.contains("empty body"))
        case .unreachable: #expect(line.contains("unreachable"))
        }
        try fixture.expectOldKept()
    }

    @Test func aFailingFullDownloadSaysWhichURLAndStatus() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        fixture.publisher.fail("200", status: 502)

        await #expect(throws: UpdateError.httpStatus(url: FakePublisher.base + "200", status: 502)) {
            try await fixture.updater().update()
        }
        try fixture.expectOldKept()
    }
}
