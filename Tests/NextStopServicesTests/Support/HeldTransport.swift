import Foundation
import NextStopCore
import NextStopTestSupport

/// A scripted upstream that can hold requests until the test lets them go, counting per host how many were in
/// flight at once.
final class HeldTransport: HTTPTransport, Sendable {
    private struct State {
        var isHolding: Bool
        var held: [(host: String, continuation: CheckedContinuation<Void, Never>)] = []
        var inFlight: [String: Int] = [:]
        var mostInFlight: [String: Int] = [:]
    }

    /// The answers, per URL, once a request is let go.
    let scripted = ScriptedTransport()
    private let state: LockedValue<State>

    /// An upstream that holds every request from the start when `holding`, else answers at once.
    init(holding: Bool = false) {
        state = LockedValue(State(isHolding: holding))
    }

    /// Requests held, to `host` only when given.
    func heldCount(host: String? = nil) -> Int {
        state.withLock { state in state.held.filter { host == nil || $0.host == host }.count }
    }

    /// The most requests to `host` in flight at any one time so far.
    func mostInFlight(host: String) -> Int { state.withLock { $0.mostInFlight[host] ?? 0 } }

    /// Lets the longest-held request to `host` go.
    func releaseNext(host: String) {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let index = state.held.firstIndex(where: { $0.host == host }) else { return nil }
            return state.held.remove(at: index).continuation
        }
        next?.resume()
    }

    /// Lets every held request go and answers later ones at once.
    func releaseAll() {
        let held = state.withLock { state in
            defer {
                state.held.removeAll()
                state.isHolding = false
            }
            return state.held.map(\.continuation)
        }
        for continuation in held { continuation.resume() }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let host = request.hostKey
        state.withLock { state in
            state.inFlight[host, default: 0] += 1
            state.mostInFlight[host] = max(state.mostInFlight[host] ?? 0, state.inFlight[host] ?? 0)
        }
        defer { state.withLock { $0.inFlight[host, default: 0] -= 1 } }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let holds = state.withLock { state in
                if state.isHolding { state.held.append((host, continuation)) }
                return state.isHolding
            }
            if !holds { continuation.resume() }
        }
        return try await scripted.send(request)
    }
}
