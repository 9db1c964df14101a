import AskHongKong
import Foundation
import Logging
import NextStopCore
import NextStopTestSupport
import Testing

@testable import NextStopServer

/// A new copy of a report much less complete than the kept one is refused like a failed poll.
@Suite struct CachedReportTests {
    @Test func aCopyWithLessThanHalfTheItemsKeepsTheLastGoodOneAndIsNoted() async throws {
        // given a report whose first answer has four items and whose next has one
        let answers = LockedValue([[1, 2, 3, 4], [1]])
        let rejections = DatasetRejections()
        let report = CachedReport<[Int]>(
            name: "items", schedule: .every(seconds: 300), languages: [.english], requestsPerHour: 60,
            transport: ScriptedTransport(), archive: nil,
            completeness: .counting("items", of: "test report") { $0.count }, rejections: rejections,
            logger: Logger(label: "test")
        ) { _, _ in answers.withLock { $0.removeFirst() } }
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        await report.refresh(at: start)

        // when the next poll brings the short answer
        await report.refresh(at: start.addingTimeInterval(300))

        // then the four items stand in, five minutes old, and the refusal is named
        let kept = try #require(report.fetched(in: .english, at: start.addingTimeInterval(300)))
        #expect(kept.value == [1, 2, 3, 4] && kept.isCached)
        #expect(report.status(at: start.addingTimeInterval(300)).failure?.contains("items has 1") == true)
        #expect(rejections.current.map(\.dataset) == ["test report"])
    }
}
