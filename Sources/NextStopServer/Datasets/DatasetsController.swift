import Hummingbird
import NextStopDataset

/// `/datasets/{dataset}/…`: what clients and mirrors fetch to keep their copy of the dataset current. The signed
/// metadata says which version is current; a version's file or a delta from an older version brings a copy up to
/// it, gzipped when the client accepts it, resumable by byte range, and cacheable forever since versions never change.
struct DatasetsController {
    /// Versions never change, so clients and caches may keep them for a year without asking again.
    static let versionCaching = "public, max-age=31536000, immutable"
    /// The metadata changes with each new version, so caches must ask again every time (a 304 costs little).
    static let metadataCaching = "no-cache"

    /// What the server publishes, by name.
    let publications: [String: DatasetPublication]
    private let representations: [String: DatasetRepresentations]

    init(publications: [DatasetPublication]) {
        self.publications = Dictionary(publications.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        representations = self.publications.mapValues { DatasetRepresentations(source: DatasetArtifactSource(publication: $0)) }
    }

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.get("datasets/{dataset}/metadata.json") { request, context in
            try publishedMetadata(request, context: context)
        }
        group.get("datasets/{dataset}/{version}") { request, context in
            let path = try DatasetPath(context.parameters, publications: publications)
            return try await serve(.file(version: try path.storedVersion("version")), of: path, request, context: context)
        }
        group.get("datasets/{dataset}/{version}/delta/{from}") { request, context in
            let path = try DatasetPath(context.parameters, publications: publications)
            guard try path.version("from") < path.version("version") else {
                throw APIError(.badRequest, "from must be an older version than the one asked for.", field: "from")
            }
            let (from, to) = (try path.storedVersion("from"), try path.storedVersion("version"))
            return try await serve(.delta(from: from, to: to), of: path, request, context: context)
        }
    }

    /// The current version's signed metadata, byte for byte as stored.
    private func publishedMetadata(_ request: Request, context: APIRequestContext) throws -> Response {
        let path = try DatasetPath(context.parameters, publications: publications)
        guard let data = try path.publication.currentPublishedMetadata() else {
            throw APIError(.notFound, "No dataset metadata is published yet.")
        }
        let representation = Representation(identity: data, tag: String(Checksums.sha256Hex(data).prefix(32)))
        return try RepresentationResponder(
            representation: representation, cacheHeaders: [.cacheControl: Self.metadataCaching], offersRanges: false
        ).response(to: request, context: context)
    }

    /// An artifact in the coding the client accepts, with ranges and validators.
    private func serve(
        _ artifact: DatasetArtifact, of path: DatasetPath, _ request: Request, context: APIRequestContext
    ) async throws -> Response {
        let coding = ContentCoding.negotiated(acceptEncoding: request.headers[values: .acceptEncoding])
        guard let representations = representations[path.publication.name] else {
            throw APIError(.notFound, "This server does not publish that dataset.", field: "dataset")
        }
        let representation: Representation
        do {
            representation = try await representations.representation(of: artifact, in: coding)
        } catch DatasetStoreError.missingVersion {
            // The version was pruned between the check and the read.
            throw APIError(.notFound, "That dataset version is no longer available.")
        } catch DatasetStoreError.noDeltas {
            throw APIError(.notFound, "This dataset offers no deltas.", field: "from")
        }
        return try RepresentationResponder(
            representation: representation,
            cacheHeaders: [.cacheControl: Self.versionCaching, .vary: "Accept-Encoding"], offersRanges: true
        ).response(to: request, context: context)
    }
}
