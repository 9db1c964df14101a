import Foundation
import Logging
import NextStopServer
import Synchronization
import Testing

@Suite struct DatasetRefreshServiceTests {
    private struct Failure: Error {}

    /// Counts what the service did; each refresh answers the next of `answers` (nil throws).
    private final class Script: Sendable {
        let answers: [Bool?]
        let refreshes = Mutex(0)
        let installs = Mutex(0)

        init(_ answers: [Bool?]) { self.answers = answers }

        func refresh() throws -> Bool {
            let index = refreshes.withLock { count in
                defer { count += 1 }
                return count
            }
            guard let answer = answers[min(index, answers.count - 1)] else { throw Failure() }
            return answer
        }
    }

    @Test func installsOnlyWhatARefreshMadeCurrentAndSurvivesAFailure() async throws {
        let script = Script([nil, true, false])
        let service = DatasetRefreshService(
            refresh: { try script.refresh() }, install: { script.installs.withLock { $0 += 1 } },
            firstDue: Date(), interval: 0.01, logger: Logger(label: "test"))
        let running = Task { try await service.run() }

        // when: a failed refresh, one that installed a dataset and one that found nothing new
        while script.refreshes.withLock({ $0 }) < 3 { try await Task.sleep(for: .milliseconds(5)) }
        running.cancel()
        try await running.value

        // then
        #expect(script.installs.withLock { $0 } == 1)
    }

    @Test func waitsUntilTheFirstRefreshIsDue() async throws {
        let script = Script([true])
        let service = DatasetRefreshService(
            refresh: { try script.refresh() }, install: {}, firstDue: Date().addingTimeInterval(3_600), interval: 3_600,
            logger: Logger(label: "test"))
        let running = Task { try await service.run() }
        try await Task.sleep(for: .milliseconds(50))

        // when
        running.cancel()
        try await running.value

        // then
        #expect(script.refreshes.withLock { $0 } == 0)
    }
}
