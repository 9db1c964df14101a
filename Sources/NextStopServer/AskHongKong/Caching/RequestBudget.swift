import Foundation
import NextStopCore

/// The most requests a poller may send an upstream in any hour, retries included, so that a failing upstream is
/// not hammered and a bug cannot turn a poller into a flood.
final class RequestBudget: Sendable {
    let perHour: Int
    private let sent = LockedValue<[Date]>([])

    init(perHour: Int) {
        self.perHour = perHour
    }

    /// Takes `count` requests at `now` when the last hour leaves room for them; false (and nothing taken) otherwise.
    func take(_ count: Int, at now: Date) -> Bool {
        sent.withLock { sent in
            sent.removeAll { now.timeIntervalSince($0) >= 3_600 }
            guard sent.count + count <= perHour else { return false }
            sent += Array(repeating: now, count: count)
            return true
        }
    }
}
