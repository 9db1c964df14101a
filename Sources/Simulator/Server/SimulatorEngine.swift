import Foundation
import NextStopCore

/// Answers requests from the current network and options, injecting faults and counting: everything but HTTP.
final class SimulatorEngine: @unchecked Sendable {
    let counter: SimulatorRequestCounter
    private let timeSource: any TimeSource
    private let lock = NSLock()
    private var index: NetworkIndex
    private var currentOptions: SimulatorOptions
    /// Other systems' upstreams, each answering the paths under its prefix.
    private let upstreams: [any SimulatedUpstream]
    private let requests: SimulatorRequestsUpstream
    /// Attempts so far per distinct request (path and query), for faults that depend on the attempt.
    private var attempts: [String: Int] = [:]

    init(
        network: SyntheticNetwork, options: SimulatorOptions, upstreams: [any SimulatedUpstream],
        timeSource: any TimeSource
    ) {
        counter = SimulatorRequestCounter()
        requests = SimulatorRequestsUpstream(counter: counter)
        self.upstreams = upstreams
        self.timeSource = timeSource
        index = NetworkIndex(network: network)
        currentOptions = options
    }

    var options: SimulatorOptions { lock.withLock { currentOptions } }

    var network: SyntheticNetwork { lock.withLock { index.network } }

    func update(_ change: (inout SimulatorOptions) -> Void) { lock.withLock { change(&currentOptions) } }

    func replaceNetwork(_ network: SyntheticNetwork) {
        let fresh = NetworkIndex(network: network)
        lock.withLock { index = fresh }
    }

    /// Forgets how often each request was tried, so attempt-based faults start over.
    func resetAttempts() { lock.withLock { attempts = [:] } }

    func reply(to request: SimulatedRequest) async -> SimulatorReply {
        if request.isUnder(requests.pathPrefix) { return await requests.reply(to: request, now: timeSource.now()) }
        let path = request.path
        let target = request.query.flatMap { $0.isEmpty ? nil : "\(path)?\($0)" } ?? path
        let (index, options, attempt) = lock.withLock {
            attempts[target, default: 0] += 1
            return (self.index, currentOptions, attempts[target, default: 1])
        }
        let faults = options.faults
        // Latency is real time, not the injected clock, so a manual clock's arrivals stay where the test put them.
        if faults.latencyMilliseconds > 0 {
            try? await Task.sleep(nanoseconds: UInt64(faults.latencyMilliseconds) * 1_000_000)
        }
        var reply: SimulatorReply
        if let upstream = upstreams.first(where: { request.isUnder($0.pathPrefix) }) {
            if let failure = faults.failure(target: target, attempt: attempt, specialCitybusRoute: false) {
                reply = failure
            } else {
                reply = await upstream.reply(to: request, now: timeSource.now())
            }
        } else {
            let endpoint = SimulatorEndpoint(
                path: path, kmbPrefix: Self.normalised(options.kmbPathPrefix),
                citybusPrefix: Self.normalised(options.citybusPathPrefix)
            )
            let special = endpoint.citybusRouteUnderAccessControl.map(RouteNumbers.isCitybusSpecial) ?? false
            reply =
                faults.failure(target: target, attempt: attempt, specialCitybusRoute: special)
                ?? index.answer(endpoint, now: timeSource.now(), suspended: options.arrivalsSuspended)
        }
        if reply.status == 200, faults.truncates(target: target, attempt: attempt) {
            reply.body = Array(reply.body.prefix(reply.body.count / 2))
        }
        counter.record(path: path, status: reply.status)
        return reply
    }

    /// `/v1/transport/kmb`: one leading slash, none trailing.
    static func normalised(_ prefix: String) -> String {
        "/" + prefix.split(separator: "/").joined(separator: "/")
    }
}
