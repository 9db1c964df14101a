import Foundation
import NextStopCore

/// Answers requests from the simulated upstreams and the current options, injecting faults and counting: everything
/// but HTTP.
final class SimulatorEngine: @unchecked Sendable {
    let counter: SimulatorRequestCounter
    /// Every upstream served, each answering the paths under its prefix.
    let upstreams: [any SimulatedUpstream]
    private let timeSource: any TimeSource
    private let lock = NSLock()
    private var currentOptions: SimulatorOptions
    private let requests: SimulatorRequestsUpstream
    /// Attempts so far per distinct request (path and query), for faults that depend on the attempt.
    private var attempts: [String: Int] = [:]

    init(upstreams: [any SimulatedUpstream], options: SimulatorOptions, timeSource: any TimeSource) {
        counter = SimulatorRequestCounter()
        requests = SimulatorRequestsUpstream(counter: counter)
        self.upstreams = upstreams
        self.timeSource = timeSource
        currentOptions = options
    }

    var options: SimulatorOptions { lock.withLock { currentOptions } }

    func update(_ change: (inout SimulatorOptions) -> Void) { lock.withLock { change(&currentOptions) } }

    /// Forgets how often each request was tried, so attempt-based faults start over.
    func resetAttempts() { lock.withLock { attempts = [:] } }

    func reply(to request: SimulatedRequest) async -> SimulatorReply {
        if request.isUnder(requests.pathPrefix) { return await requests.reply(to: request, now: timeSource.now()) }
        let path = request.path
        let target = request.query.flatMap { $0.isEmpty ? nil : "\(path)?\($0)" } ?? path
        let (options, attempt) = lock.withLock {
            attempts[target, default: 0] += 1
            return (currentOptions, attempts[target, default: 1])
        }
        let faults = options.faults
        // Latency is real time, not the injected clock, so a manual clock's arrivals stay where the test put them.
        if faults.latencyMilliseconds > 0 {
            try? await Task.sleep(nanoseconds: UInt64(faults.latencyMilliseconds) * 1_000_000)
        }
        var reply: SimulatorReply
        if let upstream = upstreams.first(where: { request.isUnder($0.pathPrefix) }) {
            if let failure = faults.failure(target: target, attempt: attempt, restricted: upstream.isRestricted(request)) {
                reply = failure
            } else {
                reply = await upstream.reply(to: request, now: timeSource.now())
            }
        } else {
            reply = faults.failure(target: target, attempt: attempt, restricted: false) ?? .notFound
        }
        if reply.status == 200, faults.truncates(target: target, attempt: attempt) {
            reply.body = Array(reply.body.prefix(reply.body.count / 2))
        }
        counter.record(path: path, status: reply.status)
        return reply
    }
}
