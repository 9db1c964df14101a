import Foundation
import NextStopCore

/// The newest polled answer this server holds for each request, and the polls waiting for a newer one.
final class AnswerBoard: Sendable {
    private struct State {
        var answers: [String: SharedAnswer] = [:]
        var waiters: [String: [UUID: CheckedContinuation<Void, Never>]] = [:]
    }

    private let state = LockedValue(State())

    /// The newest answer held for `key`.
    func newest(_ key: String) -> SharedAnswer? { state.value.answers[key] }

    /// Holds `answer` unless a newer one is held, and wakes whoever waits on its key.
    func post(_ answer: SharedAnswer) {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            if let held = state.answers[answer.key], held.fetchedAt >= answer.fetchedAt { return [] }
            state.answers[answer.key] = answer
            return Array((state.waiters.removeValue(forKey: answer.key) ?? [:]).values)
        }
        for waiter in woken { waiter.resume() }
    }

    /// Returns once an answer for `key` fetched after `date` (any, when nil) is held, or after `seconds`, or when the
    /// task is cancelled.
    func wait(for key: String, fetchedAfter date: Date?, upTo seconds: TimeInterval) async {
        _ = try? await withDeadline(seconds: seconds, timeSource: SystemTimeSource()) {
            await self.waitForPost(key, fetchedAfter: date)
        }
    }

    private func waitForPost(_ key: String, fetchedAfter date: Date?) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let holdsOne = state.withLock { state -> Bool in
                    if let held = state.answers[key], date.map({ held.fetchedAt > $0 }) ?? true { return true }
                    if Task.isCancelled { return true }
                    state.waiters[key, default: [:]][id] = continuation
                    return false
                }
                if holdsOne { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters[key]?.removeValue(forKey: id) }?.resume()
        }
    }
}
