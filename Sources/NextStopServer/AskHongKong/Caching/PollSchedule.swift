import Foundation

/// When a report is fetched: every few minutes, or a little after each time of day the upstream issues it.
public enum PollSchedule: Sendable, Hashable {
    /// Every `seconds`, whoever is asking.
    case every(seconds: TimeInterval)
    /// A little (`lag` seconds) after each issue time, given in minutes after midnight in Hong Kong.
    case issued(minutesAfterMidnight: [Int], lag: TimeInterval)

    /// Hong Kong keeps UTC+8 all year.
    private static let hongKongOffset: TimeInterval = 8 * 3_600
    private static let day: TimeInterval = 86_400

    /// When the next poll falls due, after a last good fetch at `lastGood` (nil: never); `now` when it is due.
    func nextPoll(lastGood: Date?, now: Date) -> Date {
        guard let lastGood else { return now }
        switch self {
        case .every(let seconds):
            return max(now, lastGood.addingTimeInterval(seconds))
        case .issued:
            // Due when the copy predates the latest issue (with its lag) already passed.
            if let passed = issuePoints(around: now).last(where: { $0 <= now }), lastGood < passed { return now }
            return issuePoints(around: now).first { $0 > now } ?? now.addingTimeInterval(Self.day)
        }
    }

    /// How old a copy may grow while polls go well: a copy older than this means polls have been failing.
    var staleAfter: TimeInterval {
        switch self {
        case .every(let seconds):
            return 4 * seconds
        case .issued(let minutes, _):
            let sorted = minutes.sorted()
            guard let first = sorted.first else { return Self.day }
            let gaps = zip(sorted, sorted.dropFirst() + [first + 1_440]).map { Double($1 - $0) * 60 }
            return (gaps.max() ?? Self.day) + 3_600
        }
    }

    /// How old a copy may be and still answer a question (with its age): three times the stale bound, at least 6
    /// hours; older, the answer says it is not available.
    var servedFor: TimeInterval { max(6 * 3_600, 3 * staleAfter) }

    /// Seconds to wait before trying again after a failed poll.
    var retryDelay: TimeInterval {
        switch self {
        case .every(let seconds): min(seconds, 60)
        case .issued: 120
        }
    }

    /// The issue times plus lag from the day before `date` to the day after, in order.
    private func issuePoints(around date: Date) -> [Date] {
        guard case .issued(let minutes, let lag) = self else { return [] }
        let local = date.timeIntervalSince1970 + Self.hongKongOffset
        let midnight = (local / Self.day).rounded(.down) * Self.day - Self.hongKongOffset
        return (-1...1).flatMap { dayOffset in
            minutes.map { minute in
                Date(timeIntervalSince1970: midnight + Double(dayOffset) * Self.day + Double(minute) * 60 + lag)
            }
        }.sorted()
    }
}
