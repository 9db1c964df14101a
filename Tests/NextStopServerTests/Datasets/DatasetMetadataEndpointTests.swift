import HTTPTypes
import HummingbirdTesting
import NextStopDataset
import Testing

@Suite struct DatasetMetadataEndpointTests {
    let fixture: DatasetFixture
    let uri = "\(DatasetFixture.uri)/metadata.json"

    init() throws { fixture = try DatasetFixture() }

    @Test func servesTheCurrentSignedMetadataByteForByteWithAStrongETag() async throws {
        let expected = DatasetFixture.publishedBytes(version: 300)
        try await fixture.test { client in
            // when
            let response = try await client.get(uri)
            // then
            #expect(response.status == .ok)
            #expect(response.bytes == expected)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.cacheControl] == "no-cache")
            #expect(response.headers[.eTag] == "\"\(Checksums.sha256Hex(expected).prefix(32))\"")
        }
    }

    @Test(arguments: ["<tag>", "\"other\", <tag>", "W/<tag>", "*"])
    func matchingIfNoneMatchAnswers304WithoutABody(_ condition: String) async throws {
        try await fixture.test { client in
            // given
            let tag = try #require(try await client.get(uri).headers[.eTag])
            // when
            let response = try await client.get(
                uri, headers: [.ifNoneMatch: condition.replacingOccurrences(of: "<tag>", with: tag)])
            // then
            #expect(response.status == .notModified)
            #expect(response.headers[.eTag] == tag)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test func staleIfNoneMatchGetsTheDocument() async throws {
        try await fixture.test { client in
            let response = try await client.get(uri, headers: [.ifNoneMatch: "\"stale\""])
            #expect(response.status == .ok)
            #expect(response.bytes == DatasetFixture.publishedBytes(version: 300))
        }
    }

    @Test func aNewCurrentVersionIsServedAtOnce() async throws {
        try await fixture.test { client in
            // given
            let before = try await client.get(uri)
            // when
            try fixture.store.makeCurrent(version: 200)
            let after = try await client.get(uri, headers: [.ifNoneMatch: before.headers[.eTag] ?? ""])
            // then
            #expect(after.status == .ok)
            #expect(after.bytes == DatasetFixture.publishedBytes(version: 200))
        }
    }

    @Test func anUnsignedCurrentVersionOffersTheNewestSignedOne() async throws {
        try fixture.removePublishedMetadata(version: 300)
        try await fixture.test { client in
            let response = try await client.get(uri)
            #expect(response.status == .ok)
            #expect(response.bytes == DatasetFixture.publishedBytes(version: 200))
        }
    }

    @Test func noSignedVersionIs404WithoutAPath() async throws {
        for version in DatasetFixture.versions { try fixture.removePublishedMetadata(version: version) }
        try await fixture.test { client in
            let response = try await client.get(uri)
            #expect(response.status == .notFound)
            #expect(try response.decode(ErrorBody.self).error.message.isEmpty == false)
            #expect(!response.text.contains(fixture.directory.url.path))
        }
    }

    @Test func anotherDatasetIs404() async throws {
        try await fixture.test { client in
            let response = try await client.get("/datasets/london-bikes/metadata.json")
            #expect(response.status == .notFound)
            #expect(try response.errorField == "dataset")
        }
    }

    @Test func serverPublishingNothingAnswers404() async throws {
        let uris = [uri, "\(DatasetFixture.uri)/300", "\(DatasetFixture.uri)/300/delta/100"]
        try await ServerHarness().test { client in
            for uri in uris {
                let response = try await client.get(uri)
                #expect(response.status == .notFound, "\(uri)")
            }
        }
    }
}
