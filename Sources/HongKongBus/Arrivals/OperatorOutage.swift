import Foundation
import NextStopCore

/// An operator whose arrivals API is not answering, and since when.
public struct OperatorOutage: Sendable, Hashable {
    /// The operator.
    public var company: Company
    /// When its calls started failing, as far as this process saw.
    public var since: Date

    public init(company: Company, since: Date) {
        self.company = company
        self.since = since
    }

    /// "KMB is not answering now (since 11:42)", in Hong Kong time.
    public var message: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Hong_Kong") ?? .gmt
        let time = calendar.dateComponents([.hour, .minute], from: since)
        let clock = String(format: "%02d:%02d", time.hour ?? 0, time.minute ?? 0)
        return "\(company.rawValue) is not answering now (since \(clock))"
    }
}

/// Since when each operator's calls have been failing; an answer from the operator clears it.
final class OperatorOutages: Sendable {
    private let sinceByCompany = LockedValue<[Company: Date]>([:])

    /// Records a failed call of `company`'s at `now`; a circuit that knows an earlier start of the failures wins.
    func recordFailure(of company: Company, _ error: UpstreamError, at now: Date) {
        var since = now
        if case .notAnswering(let circuitSince) = error { since = min(since, circuitSince) }
        sinceByCompany.withLock { $0[company] = min(since, $0[company] ?? since) }
    }

    /// Records that `company` answered.
    func recordAnswer(of company: Company) {
        sinceByCompany.withLock { $0[company] = nil }
    }

    /// The outages of `companies` now, by operator; an operator not known to fail is dated `now`.
    func outages(of companies: Set<Company>, now: Date) -> [OperatorOutage] {
        let known = sinceByCompany.value
        return companies.map { OperatorOutage(company: $0, since: known[$0] ?? now) }
            .sorted { $0.company.rawValue < $1.company.rawValue }
    }
}
