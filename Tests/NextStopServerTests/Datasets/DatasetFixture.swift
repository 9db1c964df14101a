import Foundation
import HongKongBus
import HongKongBusDataset
import HongKongBusTestSupport
import HummingbirdTesting
import NextStopCore
import NextStopDataset
import NextStopServer
import NextStopTestSupport

/// A dataset store in a temporary folder holding versions of a small network (three unless told), each with its
/// signed metadata file, and a server that publishes it.
final class DatasetFixture: Sendable {
    /// The bytes of a version's signed metadata file, made once the version is stored.
    typealias SignedMetadataWriter = (_ metadata: DatasetMetadata<HKBusDataset>, _ store: DatasetStore<HKBusDataset>) throws ->
        Data

    static let versions = [100, 200, 300]
    static let uri = "/datasets/hk-bus"

    let directory: TemporaryDirectory
    let store: DatasetStore<HKBusDataset>

    /// Stores `versions` in order, the last current, each with the signed metadata `signedMetadata` writes (by
    /// default `publishedBytes(version:)`).
    init(
        versions: [Int] = DatasetFixture.versions,
        signedMetadata: SignedMetadataWriter = { metadata, _ in DatasetFixture.publishedBytes(version: metadata.version) }
    ) throws {
        directory = try TemporaryDirectory()
        store = DatasetStore<HKBusDataset>(dataDirectory: directory.url)
        for version in versions { try publish(version, signedMetadata: signedMetadata) }
    }

    deinit { directory.remove() }

    /// The network of a version: each adds or drops stops and routes, and shifts which stops the routes use.
    static func network(version: Int) -> BusNetwork {
        let stopNumbers = version == 100 ? 1...30 : version == 200 ? 1...35 : 3...35
        let routeNumbers = version == 100 ? 1...5 : version == 200 ? 1...6 : 2...6
        let stops = stopNumbers.map { Build.stop(Build.kmbStopID($0), 22.3 + Double($0) / 1_000, name: "Stop \($0)") }
        let routes = routeNumbers.map { number in
            let first = stopNumbers.lowerBound + number
            return Build.route("KMB:\(number):O:1", (first..<(first + 10)).map(Build.kmbStopID))
        }
        return Build.network(stops: stops, routes: routes)
    }

    /// The signed metadata of a version as the publisher wrote it; its spacing is not what an encoder would write.
    static func publishedBytes(version: Int) -> Data {
        Data("{ \"version\":\(version),  \"signature\": \"sig-\(version)\" }\n".utf8)
    }

    /// The dataset file of a version as stored.
    func fileBytes(version: Int) throws -> Data {
        try Data(contentsOf: store.folder(of: version).appendingPathComponent(HKBusDataset.fileName))
    }

    /// The sha256 a version's metadata records.
    func sha256(version: Int) throws -> String { try store.metadata(of: version).sha256Checksum }

    /// Removes a version's signed metadata file.
    func removePublishedMetadata(version: Int) throws {
        try FileManager.default.removeItem(at: publishedURL(version: version))
    }

    /// Overwrites a version's dataset file with bytes that do not match the sha256 its metadata records.
    func corruptFile(version: Int) throws {
        try Data("{}".utf8).write(to: store.folder(of: version).appendingPathComponent(HKBusDataset.fileName))
    }

    /// Runs `body` against a server publishing the store.
    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var dependencies = try ServerHarness().dependencies
        dependencies.publications = [DatasetPublication(store: store)]
        try await buildApplication(dependencies).test(.router, body)
    }

    private func publish(_ version: Int, signedMetadata: SignedMetadataWriter) throws {
        let network = Self.network(version: version)
        let data = try HKBusDataset.encode(network)
        let metadata = DatasetMetadata<HKBusDataset>(
            describing: network, file: data, version: version, generatedAt: Date(timeIntervalSince1970: Double(version)))
        try store.publish(dataset: data, metadata: metadata, report: Data("{}".utf8))
        try signedMetadata(metadata, store).write(to: publishedURL(version: version))
    }

    private func publishedURL(version: Int) -> URL {
        store.folder(of: version).appendingPathComponent(VersionFile.published)
    }
}
