import Foundation
import NextStopCore

/// A slow upstream: holds every request until the test lets it go, and counts how many were in flight at once.
final class GatedTransport: HTTPTransport, Sendable {
    private struct State {
        var held: [CheckedContinuation<Void, Never>] = []
        var sent: [HTTPRequest] = []
        var inFlight = 0
        var mostInFlight = 0
    }

    private let state = LockedValue(State())
    private let response: HTTPResponse

    /// An upstream that answers every request, once let go, with `response`.
    init(response: HTTPResponse = HTTPResponse(status: 200, body: Data("{}".utf8))) {
        self.response = response
    }

    /// Requests waiting to be let go.
    var heldCount: Int { state.withLock { $0.held.count } }

    /// Every request received so far, in order.
    var requests: [HTTPRequest] { state.withLock { $0.sent } }

    /// The most requests in flight at any one time so far.
    var mostInFlight: Int { state.withLock { $0.mostInFlight } }

    /// Lets the longest-held request go.
    func releaseNext() {
        let next = state.withLock { $0.held.isEmpty ? nil : $0.held.removeFirst() }
        next?.resume()
    }

    /// Lets every held request go.
    func releaseAll() {
        let held = state.withLock { state in
            defer { state.held.removeAll() }
            return state.held
        }
        for continuation in held { continuation.resume() }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                state.sent.append(request)
                state.inFlight += 1
                state.mostInFlight = max(state.mostInFlight, state.inFlight)
                state.held.append(continuation)
            }
        }
        state.withLock { $0.inFlight -= 1 }
        return response
    }
}
