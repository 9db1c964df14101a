import Foundation
import NextStopCore

/// A slow upstream: holds requests until the test lets them go, counting how many were in flight at once (per host
/// and in all), then answers with a fixed response or from its script.
public final class HeldTransport: HTTPTransport, Sendable {
    private struct State {
        var isHolding: Bool
        var held: [(host: String, continuation: CheckedContinuation<Void, Never>)] = []
        var sent: [HTTPRequest] = []
        var inFlight: [String: Int] = [:]
        var mostInFlight: [String: Int] = [:]
        var mostInFlightInAll = 0
    }

    /// The answers, per URL, once a request is let go (unless a fixed response was given).
    public let scripted = ScriptedTransport()
    private let response: HTTPResponse?
    private let state: LockedValue<State>

    /// An upstream that holds every request from the start when `holding`, else answers at once; `response`, when
    /// given, answers every request instead of the script.
    public init(holding: Bool = true, response: HTTPResponse? = nil) {
        state = LockedValue(State(isHolding: holding))
        self.response = response
    }

    /// Requests held, to `host` only when given.
    public func heldCount(host: String? = nil) -> Int {
        state.withLock { state in state.held.filter { host == nil || $0.host == host }.count }
    }

    /// Every request received so far, in order.
    public var requests: [HTTPRequest] { state.withLock { $0.sent } }

    /// The most requests in flight at any one time so far, to `host` only when given.
    public func mostInFlight(host: String? = nil) -> Int {
        state.withLock { state in host.map { state.mostInFlight[$0] ?? 0 } ?? state.mostInFlightInAll }
    }

    /// Lets the longest-held request (to `host` only, when given) go.
    public func releaseNext(host: String? = nil) {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let index = state.held.firstIndex(where: { host == nil || $0.host == host }) else { return nil }
            return state.held.remove(at: index).continuation
        }
        next?.resume()
    }

    /// Lets every held request go and answers later ones at once.
    public func releaseAll() {
        let held = state.withLock { state in
            defer {
                state.held.removeAll()
                state.isHolding = false
            }
            return state.held.map(\.continuation)
        }
        for continuation in held { continuation.resume() }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let host = request.hostKey
        state.withLock { state in
            state.sent.append(request)
            state.inFlight[host, default: 0] += 1
            state.mostInFlight[host] = max(state.mostInFlight[host] ?? 0, state.inFlight[host] ?? 0)
            state.mostInFlightInAll = max(state.mostInFlightInAll, state.inFlight.values.reduce(0, +))
        }
        defer { state.withLock { $0.inFlight[host, default: 0] -= 1 } }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let holds = state.withLock { state in
                if state.isHolding { state.held.append((host, continuation)) }
                return state.isHolding
            }
            if !holds { continuation.resume() }
        }
        if let response { return response }
        return try await scripted.send(request)
    }
}
