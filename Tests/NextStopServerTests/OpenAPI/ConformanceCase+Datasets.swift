import HTTPTypes

extension ConformanceCase {
    /// The signed metadata, a version's file and a delta: whole, gzipped, by range, unchanged since the client's copy
    /// and refused.
    static let datasets =
        [
            ConformanceCase(.get, ConformanceDatasets.metadata, expect: .ok),
            ConformanceCase(
                .get, ConformanceDatasets.metadata, headers: [.ifNoneMatch: "{metadata.etag}"], expect: .notModified),
            ConformanceCase(.get, "/datasets/london-bikes/metadata.json", expect: .notFound),
            .rateLimited(.get, ConformanceDatasets.metadata),
        ] + served(ConformanceDatasets.file, tag: "{file.etag}") + served(ConformanceDatasets.delta, tag: "{delta.etag}")
        + refused

    /// Versions that are no numbers, not stored, of another dataset or in the wrong order.
    private static let refused = [
        ConformanceCase(.get, "\(DatasetFixture.uri)/latest", expect: .badRequest),
        ConformanceCase(.get, "\(DatasetFixture.uri)/\(ConformanceDatasets.older + 50)", expect: .notFound),
        ConformanceCase(.get, "/datasets/london-bikes/\(ConformanceDatasets.newer)", expect: .notFound),
        ConformanceCase(
            .get, "\(DatasetFixture.uri)/\(ConformanceDatasets.older)/delta/\(ConformanceDatasets.newer)",
            expect: .badRequest),
        ConformanceCase(
            .get, "\(DatasetFixture.uri)/\(ConformanceDatasets.newer + 100)/delta/\(ConformanceDatasets.older)",
            expect: .notFound),
    ]

    /// A version's file or a delta, whose identity entity tag `tag` stands for: in each coding, by range (resumed
    /// only while the tag holds, refused past the end), unchanged since the client's copy, and over the rate limit.
    private static func served(_ uri: String, tag: String) -> [ConformanceCase] {
        [
            ConformanceCase(.get, uri, expect: .ok),
            ConformanceCase(.get, uri, headers: [.acceptEncoding: "gzip"], expect: .ok),
            ConformanceCase(.get, uri, headers: [.range: "bytes=0-99"], expect: .partialContent),
            ConformanceCase(.get, uri, headers: [.acceptEncoding: "gzip", .range: "bytes=0-9"], expect: .partialContent),
            ConformanceCase(.get, uri, headers: [.range: "bytes=100-", .ifRange: tag], expect: .partialContent),
            ConformanceCase(.get, uri, headers: [.range: "bytes=100-", .ifRange: #""replaced""#], expect: .ok),
            ConformanceCase(.get, uri, headers: [.ifNoneMatch: tag], expect: .notModified),
            ConformanceCase(.get, uri, headers: [.range: "bytes=99999999-"], expect: .rangeNotSatisfiable),
            .rateLimited(.get, uri),
        ]
    }
}
