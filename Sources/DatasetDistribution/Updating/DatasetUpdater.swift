import Foundation
import NextStopCore
import NextStopDataset

/// Keeps a store's dataset up to date from a publisher: checks the signed metadata at most once a day, downloads a
/// delta from the current version or the full file (resuming a cut download), checks it against the signature and
/// installs it whole. Whatever fails, the dataset in use stays as it was.
public struct DatasetUpdater<Kind: DatasetKind>: Sendable {
    static var checkInterval: TimeInterval { 24 * 60 * 60 }
    public static var defaultChunkSize: Int { 256 * 1024 }
    /// The most a signed metadata document is expected to weigh, for the time its request is given.
    static var metadataBytes: Int { 64 * 1_024 }

    public let store: DatasetStore<Kind>
    public let source: DatasetSource
    public let trustedKey: TrustedKey
    let transport: any HTTPTransport
    let clock: any TimeSource
    let chunkSize: Int
    let limits: DownloadLimits
    let progress: @Sendable (DownloadProgress) -> Void

    /// - Parameters:
    ///   - chunkSize: bytes asked for per ranged request of the full file.
    ///   - limits: how slow the publisher may be, and how long the whole update may take.
    ///   - progress: called after each piece of a download arrives.
    public init(
        store: DatasetStore<Kind>, source: DatasetSource, trustedKey: TrustedKey, transport: any HTTPTransport,
        clock: any TimeSource = SystemTimeSource(), chunkSize: Int = defaultChunkSize, limits: DownloadLimits = .standard,
        progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
    ) {
        self.limits = limits
        self.store = store
        self.source = source
        self.trustedKey = trustedKey
        self.transport = transport
        self.clock = clock
        self.chunkSize = max(1, chunkSize)
        self.progress = progress
    }

    /// The source the last update of this store used, if any.
    public static func rememberedSource(of store: DatasetStore<Kind>) -> DatasetSource? {
        UpdateState.load(from: store).source.flatMap { try? DatasetSource($0) }
    }

    /// Checks the publisher (unless it was checked less than a day ago and `force` is off) and installs a newer
    /// version; `force` also reinstalls a version the user rolled back from.
    public func update(force: Bool = false) async throws -> UpdateOutcome {
        try await updateLoading(force: force).outcome
    }

    /// `update(force:)`, handing over the version it installed as it decoded it, so that a server puts it into
    /// service without reading it back from the store.
    public func updateLoading(force: Bool = false) async throws
        -> (outcome: UpdateOutcome, installed: LoadedDataset<Kind>?)
    {
        var state = UpdateState.load(from: store).scoped(to: source)
        let now = clock.now()
        if !force, let nextCheck = state.nextCheck(after: now, interval: Self.checkInterval) {
            return (.checkedRecently(nextCheck: nextCheck), nil)
        }
        let lock = try UpdateLock(store)
        defer { withExtendedLifetime(lock) {} }
        store.removeAbandonedStaging()
        let connection = PublisherConnection(transport: transport, limits: limits, clock: clock)
        do {
            let result = try await check(state: &state, force: force, connection: connection)
            state.lastCheck = now
            // The state only spares requests: failing to save it must not turn an installed update into an error.
            try? state.save(in: store)
            return result
        } catch {
            if connection.reachedPublisher {
                state.lastCheck = now
                try? state.save(in: store)
            }
            throw error
        }
    }

    /// Goes back to the previous stored version; see `DatasetRollback`.
    @discardableResult
    public func rollback() throws -> (from: Int, to: Int) { try DatasetRollback(store: store).rollback() }

    /// Reads the metadata and acts on it.
    private func check(state: inout UpdateState, force: Bool, connection: PublisherConnection) async throws
        -> (outcome: UpdateOutcome, installed: LoadedDataset<Kind>?)
    {
        let current = try store.currentVersion()
        let sentETag = try current.flatMap { version in
            try store.versions().contains(version) && state.metadataVersion == version ? state.metadataETag : nil
        }
        let response = try await connection.get(
            source.metadataURL, headers: sentETag.map { ["If-None-Match": $0] } ?? [:], expectedBytes: Self.metadataBytes)
        if response.status == 304, sentETag != nil, let current {
            return (.unchanged(version: current, bytesDownloaded: connection.bytesReceived), nil)
        }
        let signedMetadata = try metadataDocument(in: response)
        let metadata: DistributionMetadata<Kind> = try SignedMetadata.decode(signedMetadata).verified(by: trustedKey)
        try checkReadable(metadata)
        state.metadataETag = response.header("ETag")
        state.metadataVersion = metadata.version
        if let current, metadata.version <= current {
            return (.unchanged(version: current, bytesDownloaded: connection.bytesReceived), nil)
        }
        if !force, let current, let rolledBackFrom = state.rolledBackFrom, metadata.version <= rolledBackFrom {
            let outcome = UpdateOutcome.skippedRolledBack(
                version: metadata.version, current: current, bytesDownloaded: connection.bytesReceived)
            return (outcome, nil)
        }
        let installer = DatasetInstaller(store: store, metadata: metadata, signedMetadata: signedMetadata)
        let (method, installed) = try await install(with: installer, current: current, connection: connection)
        state.rolledBackFrom = nil
        return (.installed(version: metadata.version, via: method, bytesDownloaded: connection.bytesReceived), installed)
    }

    /// The body of a 200 answer for `metadata.json`.
    private func metadataDocument(in response: HTTPResponse) throws(UpdateError) -> Data {
        guard response.status == 200 else {
            throw .httpStatus(url: source.metadataURL.absoluteString, status: response.status)
        }
        guard !response.body.isEmpty else {
            throw .badAnswer(url: source.metadataURL.absoluteString, reason: "empty body")
        }
        return response.body
    }

    /// Refuses metadata for another dataset, in a format this build cannot read, or naming its file oddly.
    private func checkReadable(_ metadata: DistributionMetadata<Kind>) throws(UpdateError) {
        let expected = store.dataset
        guard metadata.dataset == expected else { throw .wrongDataset(found: metadata.dataset, expected: expected) }
        guard metadata.format == Kind.format else {
            throw .unsupportedFormat(found: metadata.format, supported: Kind.format)
        }
        // The sha256 names the partial download's file, so it must be nothing but a digest.
        let hexDigits = Set("0123456789abcdef")
        guard metadata.file.sha256.count == 64, metadata.file.sha256.allSatisfy(hexDigits.contains) else {
            throw .badAnswer(url: source.metadataURL.absoluteString, reason: "the file's sha256 is not 64 hex digits")
        }
    }
}
