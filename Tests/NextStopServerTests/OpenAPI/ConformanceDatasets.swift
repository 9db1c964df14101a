import HummingbirdTesting
import Testing

@testable import DatasetDistribution

/// The datasets every conformance server publishes: two versions of a small network, the newer current and signed,
/// and the URIs and tokens the datasets cases use.
enum ConformanceDatasets {
    static let older = 100
    static let newer = 200
    static let metadata = "\(DatasetFixture.uri)/metadata.json"
    /// The newer version's file.
    static let file = "\(DatasetFixture.uri)/\(newer)"
    /// The delta from the older version to the newer.
    static let delta = "\(DatasetFixture.uri)/\(newer)/delta/\(older)"

    /// Each token for an entity tag and the URI it is the tag of, identity coded.
    private static let tagged = ["{metadata.etag}": metadata, "{file.etag}": file, "{delta.etag}": delta]

    /// Well-formed tags that name nothing, for a server that refuses every request.
    static let unseededTags = tagged.mapValues { _ in #""unseeded""# }

    /// A store in a temporary folder holding both versions, each signed as a publisher signs it.
    static func makeStore() throws -> DatasetFixture {
        let key = PublisherKey.generate()
        return try DatasetFixture(versions: [older, newer]) { metadata, store in
            try DatasetPublisher(store: store, key: key).signedDocument(for: try store.load(version: metadata.version))
        }
    }

    /// Each token for an entity tag and the tag the server answers, as a client learns it.
    static func entityTags(with client: some TestClientProtocol) async throws -> [String: String] {
        var tags: [String: String] = [:]
        for (token, uri) in tagged { tags[token] = try #require(try await client.get(uri).headers[.eTag]) }
        return tags
    }
}
