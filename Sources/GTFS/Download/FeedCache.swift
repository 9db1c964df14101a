import Foundation
import NextStopCore

/// A GTFS feed kept in the data directory from its URL, so that a server or the CLI always has a feed to answer from.
///
/// The feed is checked at most once per `refreshInterval`, with `If-None-Match` / `If-Modified-Since` so an unchanged
/// feed costs one small answer; a new file replaces the last good copy only after `validate` reads it and `rule`
/// finds it about as complete as the last good copy (written beside it, then renamed over it). When the check fails —
/// the upstream is down, answers an error, or the new file does not validate or is refused — the last good copy stays
/// and is served, and the failure is reported with it.
public struct FeedCache: Sendable {
    /// Where the feed is published.
    public let url: URL
    /// The folder holding `feed.zip` and what is known of it (`feed.json`).
    public let folder: URL
    /// The least time between two checks of the upstream.
    public let refreshInterval: TimeInterval
    /// The least time between a failed check and the next, so a dead upstream is not asked on every call.
    public let retryInterval: TimeInterval
    private let transport: any HTTPTransport
    private let timeSource: any TimeSource
    /// What a new file must hold, compared with the last good copy, to replace it.
    public let rule: ReplacementRule
    private let validate: @Sendable (URL) throws -> DatasetCounts

    /// - Parameters:
    ///   - validate: the counts of the feed at the URL; throws when it is not a usable feed. It never sees a partial
    ///     download.
    public init(
        url: URL, folder: URL, transport: any HTTPTransport, timeSource: any TimeSource = SystemTimeSource(),
        refreshInterval: TimeInterval = 86_400, retryInterval: TimeInterval = 3_600, rule: ReplacementRule,
        validate: @escaping @Sendable (URL) throws -> DatasetCounts
    ) {
        self.rule = rule
        self.url = url
        self.folder = folder
        self.transport = transport
        self.timeSource = timeSource
        self.refreshInterval = refreshInterval
        self.retryInterval = retryInterval
        self.validate = validate
    }

    /// The last good copy of the feed.
    public var file: URL { folder.appendingPathComponent("feed.zip") }
    private var stateFile: URL { folder.appendingPathComponent("feed.json") }
    private var candidate: URL { folder.appendingPathComponent("feed.new.zip") }

    /// The feed to answer from, checking the upstream first when the last check is older than `refreshInterval` (or
    /// `force`). Throws only when there is no good copy at all and none could be fetched.
    public func current(force: Bool = false) async throws -> FeedCacheResult {
        var state = loadState()
        let now = timeSource.now()
        let haveCopy = FileManager.default.fileExists(atPath: file.path)
        if haveCopy, !force, isRecent(state.checkedAt, within: refreshInterval, at: now) {
            return FeedCacheResult(file: file, state: state, outcome: .fresh)
        }
        if haveCopy, !force, isRecent(state.failedAt, within: retryInterval, at: now), let reason = state.failure {
            return FeedCacheResult(file: file, state: state, outcome: Self.kept(after: reason, state.rejection))
        }
        do {
            let outcome = try await refresh(&state, conditional: haveCopy, at: now)
            try save(state)
            return FeedCacheResult(file: file, state: state, outcome: outcome)
        } catch {
            try? FileManager.default.removeItem(at: candidate)
            let reason = Self.describe(error)
            guard haveCopy else { throw FeedCacheError.noFeed(url: url, reason: reason) }
            state.failedAt = now
            state.failure = reason
            state.rejection = error as? DatasetRejection
            try? save(state)
            return FeedCacheResult(file: file, state: state, outcome: Self.kept(after: reason, state.rejection))
        }
    }

    private func refresh(_ state: inout FeedCacheState, conditional: Bool, at now: Date) async throws
        -> FeedCacheResult.Outcome
    {
        var headers: [String: String] = [:]
        if conditional {
            if let tag = state.entityTag { headers["If-None-Match"] = tag }
            if let modified = state.lastModified { headers["If-Modified-Since"] = modified }
        }
        let response = try await transport.send(
            HTTPRequest(url: url, headers: headers, timeout: 60, maxBodyBytes: HTTPRequest.archiveBodyLimit))
        if response.status == 304, conditional {
            state.checkedAt = now
            state.failedAt = nil
            state.failure = nil
            state.rejection = nil
            return .notModified
        }
        if let failure = UpstreamError.classify(response, now: now) { throw failure }
        guard response.status == 200 else { throw UpstreamError.rejected(status: response.status) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try response.body.write(to: candidate)
        let counts = try validate(candidate)
        // A copy kept before its counts were recorded is counted now.
        try rule.check(counts, replacing: conditional ? state.counts ?? (try? validate(file)) : nil)
        guard rename(candidate.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        state = FeedCacheState(
            entityTag: response.header("ETag"), lastModified: response.header("Last-Modified"), checkedAt: now,
            downloadedAt: now, sizeBytes: response.body.count, counts: counts)
        return .downloaded
    }

    private func isRecent(_ date: Date?, within interval: TimeInterval, at now: Date) -> Bool {
        guard let date else { return false }
        return now.timeIntervalSince(date) < interval
    }

    private func loadState() -> FeedCacheState {
        guard let data = try? Data(contentsOf: stateFile),
            let state = try? APIJSON.decoder().decode(FeedCacheState.self, from: data)
        else { return FeedCacheState() }
        return state
    }

    private func save(_ state: FeedCacheState) throws {
        try APIJSON.encoder(pretty: true).encode(state).write(to: stateFile, options: .atomic)
    }

    /// The outcome of a check that failed for `reason`, which was `rejection` when a new file was refused.
    private static func kept(after reason: String, _ rejection: DatasetRejection?) -> FeedCacheResult.Outcome {
        rejection.map { .keptAfterRejection($0) } ?? .keptAfterFailure(reason)
    }

    /// A short reason: an upstream error's own words, else the error's description.
    private static func describe(_ error: any Error) -> String {
        (error as? UpstreamError)?.description ?? String(describing: error)
    }
}

/// What is known of the copy on disk.
public struct FeedCacheState: Sendable, Hashable, Codable {
    public var entityTag: String?
    public var lastModified: String?
    /// When the upstream was last asked (successfully).
    public var checkedAt: Date?
    /// When the copy on disk was downloaded.
    public var downloadedAt: Date?
    public var sizeBytes: Int?
    /// What the copy on disk holds, which a new file is compared with.
    public var counts: DatasetCounts?
    /// When the last check failed, if it did, and why.
    public var failedAt: Date?
    public var failure: String?
    /// Set when the last check's new file was refused as much less complete, so that a restart still says so.
    public var rejection: DatasetRejection?

    public init(
        entityTag: String? = nil, lastModified: String? = nil, checkedAt: Date? = nil, downloadedAt: Date? = nil,
        sizeBytes: Int? = nil, counts: DatasetCounts? = nil
    ) {
        self.entityTag = entityTag
        self.lastModified = lastModified
        self.checkedAt = checkedAt
        self.downloadedAt = downloadedAt
        self.sizeBytes = sizeBytes
        self.counts = counts
    }

    enum CodingKeys: String, CodingKey {
        case entityTag = "etag"
        case lastModified = "last_modified"
        case checkedAt = "checked_at"
        case downloadedAt = "downloaded_at"
        case sizeBytes = "size_bytes"
        case counts
        case failedAt = "failed_at"
        case failure
        case rejection
    }
}

/// The feed to answer from and how it was obtained.
public struct FeedCacheResult: Sendable, Hashable {
    /// How this call obtained the feed.
    public enum Outcome: Sendable, Hashable {
        /// Checked recently enough: the upstream was not asked.
        case fresh
        /// The upstream said the copy is current.
        case notModified
        /// A new file was downloaded, validated and installed.
        case downloaded
        /// The check failed for the reason given; the last good copy is served.
        case keptAfterFailure(String)
        /// A new file (downloaded now or at the last check) is much less complete than the last good copy, which is
        /// served.
        case keptAfterRejection(DatasetRejection)
    }

    public var file: URL
    public var state: FeedCacheState
    public var outcome: Outcome
}

/// Why there is no feed to answer from.
public enum FeedCacheError: Error, Hashable, CustomStringConvertible {
    case noFeed(url: URL, reason: String)

    public var description: String {
        switch self {
        case .noFeed(let url, let reason): "no GTFS feed yet: \(url.absoluteString) could not be fetched (\(reason))"
        }
    }
}
