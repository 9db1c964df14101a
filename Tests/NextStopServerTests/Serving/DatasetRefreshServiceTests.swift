import Foundation
import Logging
import NextStopServer
import NextStopTestSupport
import Synchronization
import Testing

@Suite struct DatasetRefreshServiceTests {
    private struct Failure: Error {}

    /// Counts what the service did and when; each refresh answers the next of `answers` (nil throws), and the run
    /// is cancelled once `answers` are spent.
    private final class Script: Sendable {
        let answers: [Bool?]
        let clock: ManualTimeSource
        let refreshedAt = Mutex<[Date]>([])
        let installs = Mutex(0)
        let running = Mutex<Task<Void, any Error>?>(nil)

        init(_ answers: [Bool?], clock: ManualTimeSource) {
            self.answers = answers
            self.clock = clock
        }

        func refresh() throws -> Bool {
            let index = refreshedAt.withLock { times in
                times.append(clock.now())
                return times.count - 1
            }
            if index == answers.count - 1 { running.withLock { $0?.cancel() } }
            guard let answer = answers[index] else { throw Failure() }
            return answer
        }

        func run(_ service: DatasetRefreshService<String>) async throws {
            let task = Task { try await service.run() }
            running.withLock { $0 = task }
            try await task.value
        }
    }

    @Test func installsOnlyWhatARefreshMadeCurrentAndSurvivesAFailure() async throws {
        // given a failed refresh, one that made a dataset current and one that found nothing new
        let clock = ManualTimeSource()
        let start = clock.now()
        let script = Script([nil, true, false], clock: clock)
        let service = DatasetRefreshService(
            refresh: { try script.refresh() ? "new" : nil }, install: { _ in script.installs.withLock { $0 += 1 } },
            firstDue: start, interval: 3_600, logger: Logger(label: "test"), timeSource: clock)

        // when
        try await script.run(service)

        // then each ran an interval after the one before, and only the second installed
        #expect(script.installs.withLock { $0 } == 1)
        #expect(script.refreshedAt.withLock { $0 } == [0, 3_600, 7_200].map(start.addingTimeInterval))
    }

    @Test func waitsUntilTheFirstRefreshIsDue() async throws {
        // given
        let clock = ManualTimeSource()
        let due = clock.now().addingTimeInterval(86_400)
        let script = Script([false], clock: clock)
        let service = DatasetRefreshService(
            refresh: { try script.refresh() ? "new" : nil }, install: { _ in }, firstDue: due, interval: 3_600,
            logger: Logger(label: "test"), timeSource: clock)

        // when
        try await script.run(service)

        // then it slept a day and refreshed no sooner
        #expect(clock.sleeps.first == 86_400)
        #expect(script.refreshedAt.withLock { $0 } == [due])
    }
}
