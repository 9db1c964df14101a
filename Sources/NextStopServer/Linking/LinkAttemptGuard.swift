import Foundation
import NextStopCore

/// Bounds guessing at link codes and secrets: a client is locked out after `failuresPerClient` wrong tries within a
/// code's lifetime, and the whole server accepts at most `failuresPerMinute` wrong tries in any 60 seconds.
///
/// An admitted attempt holds a slot of the server-wide budget until it is known to have succeeded (the slot is given
/// back) or failed (the slot stays for its minute), so concurrent guesses can never overrun the cap.
public final class LinkAttemptGuard: Sendable {
    /// Wrong tries the whole server accepts in any 60 seconds, by default.
    public static let defaultFailuresPerMinute = 30
    /// Wrong tries after which a client is locked out until its oldest one is a code's lifetime old.
    public static let failuresPerClient = 5

    /// Why an attempt was refused before it was checked.
    public enum Refusal: Error, Sendable, Equatable {
        case clientLocked(retryAfter: TimeInterval)
        case serverCapped(retryAfter: TimeInterval)
    }

    /// An admitted attempt, to be reported as succeeded or failed.
    public struct Ticket: Sendable {
        fileprivate let slot: UInt64
        fileprivate let client: String
    }

    private struct State {
        var nextSlot: UInt64 = 0
        var slots: [(id: UInt64, takenAt: Date)] = []
        var failures: [String: [Date]] = [:]
        /// Attempts admitted but not yet reported, per client: they count against its lock until they are.
        var pending: [String: Int] = [:]
    }

    public let failuresPerMinute: Int
    private let timeSource: any TimeSource
    private let state = LockedValue(State())
    private static let window: TimeInterval = 60
    private static let lockout = FavouritesLimits.linkCodeLifetime

    public init(failuresPerMinute: Int = defaultFailuresPerMinute, timeSource: any TimeSource) {
        self.failuresPerMinute = failuresPerMinute
        self.timeSource = timeSource
    }

    /// Admits an attempt from `client`, or says why not and for how long.
    public func admit(client: String) -> Result<Ticket, Refusal> {
        let now = timeSource.now()
        return state.withLock { state in
            state.slots.removeAll { $0.takenAt <= now - Self.window }
            let recent = (state.failures[client] ?? []).filter { $0 > now - Self.lockout }
            state.failures[client] = recent.isEmpty ? nil : recent
            if recent.count + state.pending[client, default: 0] >= Self.failuresPerClient {
                // Locked by attempts still in flight alone: they settle within a request, so a second will do.
                let unlocksAt = recent.first.map { $0 + Self.lockout } ?? now + 1
                return .failure(.clientLocked(retryAfter: unlocksAt.timeIntervalSince(now)))
            }
            if state.slots.count >= failuresPerMinute {
                return .failure(.serverCapped(retryAfter: (state.slots[0].takenAt + Self.window).timeIntervalSince(now)))
            }
            state.pending[client, default: 0] += 1
            state.nextSlot += 1
            state.slots.append((state.nextSlot, now))
            return .success(Ticket(slot: state.nextSlot, client: client))
        }
    }

    /// The attempt linked: its slot is free again.
    public func succeeded(_ ticket: Ticket) {
        state.withLock { state in
            state.slots.removeAll { $0.id == ticket.slot }
            Self.settle(ticket, in: &state)
        }
    }

    /// The attempt was wrong: its slot stays taken for its minute and it counts against its client.
    public func failed(_ ticket: Ticket) {
        state.withLock { state in
            recordFailure(of: ticket.client, in: &state)
            Self.settle(ticket, in: &state)
        }
    }

    /// A wrong try that was checked without a ticket (a secret, which no one can guess): it takes no slot of the
    /// server's budget, but counts against its client, whose code tries it brings nearer the lock.
    public func failedUnguarded(client: String) {
        state.withLock { recordFailure(of: client, in: &$0) }
    }

    private func recordFailure(of client: String, in state: inout State) {
        let now = timeSource.now()
        // Clients that stopped guessing are forgotten once their tries age out, so memory stays bounded by the
        // failures the cap lets through in one lockout.
        state.failures = state.failures.compactMapValues { dates in
            let recent = dates.filter { $0 > now - Self.lockout }
            return recent.isEmpty ? nil : recent
        }
        state.failures[client, default: []].append(now)
    }

    private static func settle(_ ticket: Ticket, in state: inout State) {
        let left = state.pending[ticket.client, default: 1] - 1
        state.pending[ticket.client] = left > 0 ? left : nil
    }
}
