/// Every artifact in every coding, each made once: read or computed, compressed once, and kept in a small cache.
/// Versions never change, so a cached representation never goes stale.
struct DatasetRepresentations: Sendable {
    /// Representations kept in memory; a dataset file is a few megabytes, its gzip a tenth of that.
    static let capacity = 8

    private struct Key: Hashable, Sendable {
        var artifact: DatasetArtifact
        var coding: ContentCoding
    }

    private let source: DatasetArtifactSource
    private let cache = BoundedTaskCache<Key, Representation>(capacity: capacity)

    init(source: DatasetArtifactSource) {
        self.source = source
    }

    /// `artifact` in `coding`; its gzip is made from its identity representation, itself cached.
    func representation(of artifact: DatasetArtifact, in coding: ContentCoding) async throws -> Representation {
        try await cache.value(for: Key(artifact: artifact, coding: coding)) {
            switch coding {
            case .identity: try source.identity(of: artifact)
            case .gzip: try await representation(of: artifact, in: .identity).gzipped()
            }
        }
    }
}
