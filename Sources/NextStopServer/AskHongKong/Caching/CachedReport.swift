import AskHongKong
import Foundation
import Logging
import NextStopCore

/// A report kept fresh by the poller, as the server's health and metrics see it.
public protocol PolledReport: Sendable {
    /// The report's name (`rhrread`), as the metrics and the health reasons call it.
    var name: String { get }
    var schedule: PollSchedule { get }
    /// Loads the copies kept on disk, so answers start from them.
    func restore() async
    /// When the next poll falls due at `now`; `now` or earlier when it is due.
    func nextPoll(at now: Date) -> Date
    /// Fetches every language once, within the budget; keeps the last good copy of any that fails.
    func refresh(at now: Date) async
    /// The age of its oldest copy and why the last poll failed, if it did.
    func status(at now: Date) -> ReportStatus
}

/// How fresh a report's copies are.
public struct ReportStatus: Sendable, Hashable {
    /// Seconds since the oldest language's copy was fetched; nil while some language has no copy.
    public var ageSeconds: TimeInterval?
    /// Why the last poll failed; nil when it went well or none was tried.
    public var failure: String?
}

/// One report in every language: the last good copy of each with when it was fetched, refreshed by polls through
/// `read` over the live transport, kept on disk and restored from it through the same `read`. A new copy much less
/// complete than the one kept (`completeness`) is refused like a failed poll, and noted in `rejections`.
final class CachedReport<Value: Sendable>: PolledReport {
    /// A copy of the report and when it was fetched from the upstream.
    struct Copy: Sendable {
        var value: Value
        var fetchedAt: Date
    }

    private struct State {
        var copies: [Language: Copy] = [:]
        var lastFailure: (at: Date, reason: String)?
        /// Languages whose copy came from disk and has not been refreshed since.
        var restored: Set<Language> = []
    }

    let name: String
    let schedule: PollSchedule
    /// The languages polled: all three for the Observatory, one for a feed that is the same in every language.
    let languages: [Language]
    private let budget: RequestBudget
    private let read: @Sendable (any HTTPTransport, Language) async throws -> Value
    private let transport: any HTTPTransport
    private let archive: ReportArchive?
    private let observer: (any PollObserver)?
    private let completeness: ReportCompleteness<Value>?
    private let rejections: DatasetRejections?
    private let logger: Logger
    private let state = LockedValue(State())

    /// A report fetched by `read` over `transport` in `languages` as `schedule` says, at most `requestsPerHour`
    /// requests an hour, each good answer kept in `archive`; `observer` hears each poll's outcome under the report's
    /// name (a poll skipped for the budget fails as `over_budget`).
    init(
        name: String, schedule: PollSchedule, languages: [Language] = Language.allCases, requestsPerHour: Int,
        transport: any HTTPTransport, archive: ReportArchive?, observer: (any PollObserver)? = nil,
        completeness: ReportCompleteness<Value>? = nil, rejections: DatasetRejections? = nil, logger: Logger,
        read: @escaping @Sendable (any HTTPTransport, Language) async throws -> Value
    ) {
        self.completeness = completeness
        self.rejections = rejections
        self.name = name
        self.schedule = schedule
        self.languages = languages
        budget = RequestBudget(perHour: requestsPerHour)
        self.transport = transport
        self.archive = archive
        self.observer = observer
        self.logger = logger
        self.read = read
    }

    /// The copy in `language` that may still answer at `now` with its fetch time, cached when the upstream did not
    /// answer the last poll (or none since a restart) so the copy stands in for a fresh one; nil when there is none.
    func fetched(in language: Language, at now: Date) -> Fetched<Value>? {
        let current = state.value
        guard let copy = current.copies[language], now.timeIntervalSince(copy.fetchedAt) <= schedule.servedFor else {
            return nil
        }
        let standsIn = current.lastFailure != nil || current.restored.contains(language)
        return Fetched(copy.value, fetchedAt: copy.fetchedAt, isCached: standsIn)
    }

    func restore() async {
        guard let archive else { return }
        for language in languages where state.value.copies[language] == nil {
            guard let kept = archive.load(report: name, language: language) else { continue }
            do {
                let value = try await read(ReplayingTransport(body: kept.body), language)
                install(Copy(value: value, fetchedAt: kept.fetchedAt), in: language, restored: true)
            } catch {
                logger.warning("kept copy unreadable", metadata: ["report": "\(name)", "error": "\(error)"])
            }
        }
    }

    func nextPoll(at now: Date) -> Date {
        let current = state.value
        let oldest = languages.map { current.copies[$0]?.fetchedAt }.reduce(Date?.some(.distantFuture)) {
            guard let oldest = $0, let next = $1 else { return nil }
            return min(oldest, next)
        }
        let due = schedule.nextPoll(lastGood: oldest, now: now)
        guard let failure = current.lastFailure, failure.at >= (oldest ?? .distantPast) else { return due }
        return max(due, failure.at.addingTimeInterval(schedule.retryDelay))
    }

    func refresh(at now: Date) async {
        guard budget.take(languages.count, at: now) else {
            observer?.pollFailed(name, kind: "over_budget")
            logger.warning("poll skipped: request budget spent", metadata: ["report": "\(name)"])
            return
        }
        var failure: (any Error)?
        for language in languages {
            let capture = CapturingTransport(base: transport)
            do {
                let value = try await read(capture, language)
                try completeness?.check(value, replacing: state.value.copies[language]?.value)
                let fetchedAt = now.addingTimeInterval(-capture.lastAge)
                install(Copy(value: value, fetchedAt: fetchedAt), in: language)
                if let body = capture.lastBody { keep(body, in: language, fetchedAt: fetchedAt) }
            } catch is CancellationError {
                return
            } catch {
                if let rejection = error as? DatasetRejection { rejections?.record(rejection) }
                failure = failure ?? error
                logger.warning(
                    "report not refreshed; serving the last good copy",
                    metadata: ["report": "\(name)", "lang": "\(language.rawValue)", "error": "\(error)"])
            }
        }
        state.withLock { $0.lastFailure = failure.map { (now, "\($0)") } }
        if let failure {
            observer?.pollFailed(name, kind: PollFailureKind.label(of: failure))
        } else {
            if let completeness { rejections?.clear(completeness.rule.dataset) }
            observer?.pollSucceeded(name, at: now)
        }
    }

    func status(at now: Date) -> ReportStatus {
        let current = state.value
        let dates = languages.compactMap { current.copies[$0]?.fetchedAt }
        let age = dates.count == languages.count ? dates.min().map { now.timeIntervalSince($0) } : nil
        return ReportStatus(ageSeconds: age, failure: current.lastFailure?.reason)
    }

    private func keep(_ body: Data, in language: Language, fetchedAt: Date) {
        do {
            try archive?.save(body, report: name, language: language, fetchedAt: fetchedAt)
        } catch {
            logger.warning("could not keep the report on disk", metadata: ["report": "\(name)", "error": "\(error)"])
        }
    }

    /// Keeps `copy` unless a newer one is already there; `restored` when it was read from disk.
    private func install(_ copy: Copy, in language: Language, restored: Bool = false) {
        state.withLock { state in
            if let kept = state.copies[language], kept.fetchedAt > copy.fetchedAt { return }
            state.copies[language] = copy
            if restored { state.restored.insert(language) } else { state.restored.remove(language) }
        }
    }
}
