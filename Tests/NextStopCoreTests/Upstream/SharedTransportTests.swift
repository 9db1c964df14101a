import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

/// A cluster's share held in memory: what PostgreSQL holds for real servers, for the transports' rules alone.
private final class MemoryShare: UpstreamShare, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: SharedAnswer] = [:]
    private var currentRole: PollRole
    private var waits = 0
    /// After this many waits for a leader's answer, this server takes the lead.
    var leadsAfterWaits: Int?
    let clock: ManualTimeSource

    init(role: PollRole, clock: ManualTimeSource) {
        currentRole = role
        self.clock = clock
    }

    var role: PollRole {
        get { lock.withLock { currentRole } }
        set { lock.withLock { currentRole = newValue } }
    }

    func publish(_ answer: SharedAnswer) async throws { lock.withLock { answers[answer.key] = answer } }

    func answer(for key: String, fetchedAfter date: Date?, waitingUpTo seconds: TimeInterval) async throws
        -> SharedAnswer?
    {
        lock.withLock {
            waits += 1
            if let leadsAfterWaits, waits >= leadsAfterWaits { currentRole = .leading }
            return answers[key]
        }.flatMap { answer in date.map { answer.fetchedAt > $0 } ?? true ? answer : nil }
    }

    var waitCount: Int { lock.withLock { waits } }

    func answer(
        for key: String, youngerThan lifetime: TimeInterval,
        fetch: @escaping @Sendable () async throws -> HTTPResponse
    ) async throws -> SharedAnswer {
        let now = clock.now()
        if let kept = lock.withLock({ answers[key] }), now.timeIntervalSince(kept.fetchedAt) < lifetime { return kept }
        let answer = SharedAnswer(key: key, response: try await fetch(), fetchedAt: now)
        if answer.response.isSuccess { lock.withLock { answers[key] = answer } }
        return answer
    }
}

struct SharedTransportTests {
    private let url = URL(string: "https://api.tfl.gov.uk/BikePoint?app_key=secret")!
    private var request: HTTPRequest { HTTPRequest(url: url, timeout: 5) }

    private func upstream(_ body: String) -> ScriptedTransport {
        let transport = ScriptedTransport()
        transport.scriptJSON(url, body)
        return transport
    }

    @Test func aKeyLeavesEveryKeyOutOfTheURL() {
        let keyed = HTTPRequest(
            url: URL(string: "https://api.511.org/transit/tripupdates?api_key=s3cret&agency=CT&APIKEY=x")!)

        #expect(SharedAnswer.key(for: keyed) == "GET https://api.511.org/transit/tripupdates?agency=CT")
        #expect(SharedAnswer.key(for: request) == "GET https://api.tfl.gov.uk/BikePoint")
    }

    @Test func theLeaderAsksTheUpstreamAndPublishes() async throws {
        let clock = ManualTimeSource()
        let share = MemoryShare(role: .leading, clock: clock)
        let transport = SharedPollTransport(base: upstream("[1]"), share: share, timeSource: clock)

        let response = try await transport.send(request)
        let published = try await share.answer(for: SharedAnswer.key(for: request), fetchedAfter: nil, waitingUpTo: 0)

        #expect(response.body == Data("[1]".utf8))
        #expect(published?.response.body == Data("[1]".utf8))
        #expect(published?.fetchedAt == clock.now())
    }

    @Test func aFollowerServesTheLeadersAnswerDatedByItsAge() async throws {
        let clock = ManualTimeSource()
        let share = MemoryShare(role: .following, clock: clock)
        let upstream = upstream("[2]")
        let leaderAnswer = HTTPResponse(status: 200, body: Data("[1]".utf8))
        try await share.publish(SharedAnswer(key: SharedAnswer.key(for: request), response: leaderAnswer, fetchedAt: clock.now()))
        clock.advance(by: 12)
        let transport = SharedPollTransport(base: upstream, share: share, timeSource: clock)

        let response = try await transport.send(request)

        #expect(response.body == Data("[1]".utf8))
        #expect(response.age == 12)
        #expect(upstream.requests.isEmpty)
    }

    @Test func aFollowerWithNothingNewFromTheLeaderTimesOut() async throws {
        let clock = ManualTimeSource()
        let share = MemoryShare(role: .following, clock: clock)
        let answer = HTTPResponse(status: 200, body: Data("[1]".utf8))
        try await share.publish(SharedAnswer(key: SharedAnswer.key(for: request), response: answer, fetchedAt: clock.now()))
        let transport = SharedPollTransport(base: upstream("[2]"), share: share, timeSource: clock)
        _ = try await transport.send(request)

        await #expect(throws: UpstreamError.timeout) { try await transport.send(request) }
    }

    @Test func aServerThatTookTheLeadAsksTheUpstreamItself() async throws {
        let clock = ManualTimeSource()
        let share = MemoryShare(role: .following, clock: clock)
        let upstream = upstream("[2]")
        let transport = SharedPollTransport(base: upstream, share: share, timeSource: clock)
        share.role = .leading

        let response = try await transport.send(request)

        #expect(response.body == Data("[2]".utf8))
        #expect(upstream.requests.count == 1)
    }

    @Test func aFollowerThatTakesTheLeadWhileWaitingAsksTheUpstreamAtOnce() async throws {
        let clock = ManualTimeSource()
        let share = MemoryShare(role: .following, clock: clock)
        share.leadsAfterWaits = 2
        let upstream = upstream("[2]")
        let transport = SharedPollTransport(base: upstream, share: share, timeSource: clock)

        let response = try await transport.send(HTTPRequest(url: url, timeout: 30))

        #expect(response.body == Data("[2]".utf8))
        #expect(share.waitCount == 2)
        #expect(upstream.requests.count == 1)
    }

    @Test func aServerAloneNeitherPublishesNorFollows() async throws {
        let clock = ManualTimeSource()
        let share = MemoryShare(role: .alone, clock: clock)
        let upstream = upstream("[2]")

        _ = try await SharedPollTransport(base: upstream, share: share, timeSource: clock).send(request)

        #expect(upstream.requests.count == 1)
        #expect(try await share.answer(for: SharedAnswer.key(for: request), fetchedAfter: nil, waitingUpTo: 0) == nil)
    }

    @Test func onDemandAnswersAreSharedForTheirLifetime() async throws {
        let clock = ManualTimeSource()
        let share = MemoryShare(role: .following, clock: clock)
        let first = upstream("[1]")
        let second = upstream("[2]")

        _ = try await SharedDemandTransport(base: first, share: share, lifetime: 30, timeSource: clock).send(request)
        clock.advance(by: 20)
        let shared = try await SharedDemandTransport(base: second, share: share, lifetime: 30, timeSource: clock)
            .send(request)
        clock.advance(by: 11)
        let fresh = try await SharedDemandTransport(base: second, share: share, lifetime: 30, timeSource: clock)
            .send(request)

        #expect(shared.body == Data("[1]".utf8))
        #expect(shared.age == 20)
        #expect(fresh.body == Data("[2]".utf8))
        #expect(first.requests.count == 1 && second.requests.count == 1)
    }

    @Test func anAgeHeaderIsReadAsSeconds() {
        #expect(HTTPResponse(status: 200, headers: ["Age": "42"]).age == 42)
        #expect(HTTPResponse(status: 200, headers: ["Age": "-3"]).age == 0)
        #expect(HTTPResponse(status: 200, headers: ["Age": "soon"]).age == 0)
        #expect(HTTPResponse(status: 200).age == 0)
    }
}
