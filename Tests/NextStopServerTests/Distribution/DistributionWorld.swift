import DatasetDistribution
import Foundation
import HongKongBusDataset
import HummingbirdTesting
import Logging
import NextStopCore
import NextStopDataset
import NextStopServer
import NextStopTestSupport
import Testing

/// Given: in a temporary folder of its own, a publisher's dataset store and signing key, a client's store and a
/// manual clock for the client. `serve` runs a real NextStop server on a loopback port that publishes the
/// publisher's store; the client's updaters reach it over the real HTTP stack.
final class DistributionWorld: Sendable {
    static let day: TimeInterval = 24 * 60 * 60
    /// The version of edition 0; each later edition is a day newer, as daily collections are.
    static let firstVersion = 1_789_000_000

    let directory: TemporaryDirectory
    let publisherStore: DatasetStore<HKBusDataset>
    let clientStore: DatasetStore<HKBusDataset>
    let key = PublisherKey.generate()
    let clock = ManualTimeSource()

    init() throws {
        directory = try TemporaryDirectory(prefix: "nextstop-distribution")
        publisherStore = DatasetStore<HKBusDataset>(dataDirectory: directory.url.appendingPathComponent("publisher"))
        clientStore = DatasetStore<HKBusDataset>(dataDirectory: directory.url.appendingPathComponent("client"))
    }

    deinit { directory.remove() }

    static func version(ofEdition edition: Int) -> Int { firstVersion + edition * Int(day) }

    /// The URL path of a document the server publishes, such as `metadata.json` or `<version>/delta/<from>`.
    static func path(_ document: String) -> String { "/datasets/hk-bus/\(document)" }

    /// The dataset file of an edition, as its collector wrote it.
    static func datasetFile(ofEdition edition: Int) throws -> Data {
        try HKBusDataset.encode(HarbourNetwork.edition(edition))
    }

    /// Stores an edition in the publisher's store and signs it, as `nextstop collect` then the publisher do;
    /// returns the signed metadata.
    @discardableResult
    func publish(edition: Int) throws -> DistributionMetadata<HKBusDataset> {
        try Self.store(edition: edition, in: publisherStore)
        return try #require(try DatasetPublisher(store: publisherStore, key: key).signCurrent())
    }

    /// Gives the client an edition directly, as one installed long ago that the publisher no longer keeps: an
    /// update from it can only download the full file.
    func seedClient(edition: Int) throws {
        try Self.store(edition: edition, in: clientStore)
    }

    /// The publisher's `published.json` of its current version, which the server answers `metadata.json` with.
    func publishedMetadataURL() throws -> URL {
        let version = try #require(try publisherStore.currentVersion())
        return publisherStore.folder(of: version).appendingPathComponent(VersionFile.published)
    }

    /// An updater of `store` (the client's unless given) that trusts the publisher's key and keeps the client's
    /// clock, reaching `source` over `transport`, and waits for this process's own server as loopback tests do.
    func updater(
        from source: DatasetSource, over transport: any HTTPTransport, store: DatasetStore<HKBusDataset>? = nil,
        chunkSize: Int = DatasetUpdater<HKBusDataset>.defaultChunkSize,
        progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
    ) -> DatasetUpdater<HKBusDataset> {
        DatasetUpdater(
            store: store ?? clientStore, source: source, trustedKey: key.publicKey, transport: transport,
            clock: clock, chunkSize: chunkSize, limits: DownloadLimits(allowance: HTTPRequest.loopbackTimeout),
            progress: progress)
    }

    /// Publishes an edition, lets a day pass on the client and runs its unforced daily update, recorded.
    func publishAndUpdate(edition: Int, from source: DatasetSource) async throws
        -> (UpdateOutcome, RecordingTransport)
    {
        try publish(edition: edition)
        clock.advance(by: Self.day)
        let wire = RecordingTransport()
        return (try await updater(from: source, over: wire).update(), wire)
    }

    /// Runs `body` while a real server publishes the publisher's store on a loopback port; `body` gets the
    /// dataset's source URL on it.
    func serve(_ body: @Sendable (DatasetSource) async throws -> Void) async throws {
        var dependencies = try ServerHarness().dependencies
        dependencies.publications = [DatasetPublication(store: publisherStore)]
        var logger = Logger(label: "nextstop.distribution-test")
        logger.logLevel = .warning
        try await buildApplication(dependencies, logger: logger).test(.live) { client in
            let port = try #require(client.port)
            try await body(try DatasetSource("http://localhost:\(port)/datasets/hk-bus/"))
        }
    }

    /// Stores an edition as a new current version, with the metadata `nextstop collect` writes.
    private static func store(edition: Int, in store: DatasetStore<HKBusDataset>) throws {
        let network = HarbourNetwork.edition(edition)
        let file = try datasetFile(ofEdition: edition)
        let version = version(ofEdition: edition)
        let metadata = DatasetMetadata<HKBusDataset>(
            describing: network, file: file, version: version, generatedAt: Date(timeIntervalSince1970: Double(version)))
        try store.publish(dataset: file, metadata: metadata, report: Data("{}".utf8))
    }
}
