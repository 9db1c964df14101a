import HTTPTypes
import HummingbirdTesting
import NextStopDataset
import Testing

@Suite struct DatasetFileEndpointTests {
    let fixture: DatasetFixture
    let uri = "\(DatasetFixture.uri)/200"

    init() throws { fixture = try DatasetFixture() }

    @Test func servesTheFileAsStoredForeverCacheable() async throws {
        let file = try fixture.fileBytes(version: 200)
        let sha256 = try fixture.sha256(version: 200)
        try await fixture.test { client in
            // when
            let response = try await client.get(uri)
            // then
            #expect(response.status == .ok)
            #expect(response.bytes == file)
            #expect(response.headers[.eTag] == "\"\(sha256)\"")
            #expect(response.headers[.contentEncoding] == nil)
            #expect(response.headers[.acceptRanges] == "bytes")
            #expect(response.headers[.vary] == "Accept-Encoding")
            #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
        }
    }

    @Test func servesTheSameGzipBytesEachTimeWhenAccepted() async throws {
        let file = try fixture.fileBytes(version: 200)
        let sha256 = try fixture.sha256(version: 200)
        try await fixture.test { client in
            // when
            let first = try await client.get(uri, headers: [.acceptEncoding: "br;q=1.0, gzip;q=0.8"])
            let second = try await client.get(uri, headers: [.acceptEncoding: "gzip"])
            // then
            #expect(first.headers[.contentEncoding] == "gzip")
            #expect(first.headers[.eTag] == "\"\(sha256)-gz\"")
            #expect(try Gzip.decompress(first.bytes) == file)
            #expect(first.bytes.count < file.count)
            #expect(second.bytes == first.bytes)
        }
    }

    @Test(arguments: ["gzip;q=0", "GZIP;Q=0.000, identity", "br", "gzip;q=nan"])
    func identityWhenGzipIsNotAccepted(_ acceptEncoding: String) async throws {
        let file = try fixture.fileBytes(version: 200)
        try await fixture.test { client in
            let response = try await client.get(uri, headers: [.acceptEncoding: acceptEncoding])
            #expect(response.headers[.contentEncoding] == nil)
            #expect(response.bytes == file)
        }
    }

    @Test(arguments: ["identity", "gzip"])
    func eachRepresentationsETagAnswers304(_ coding: String) async throws {
        try await fixture.test { client in
            // given
            let headers: HTTPFields = [.acceptEncoding: coding]
            let tag = try #require(try await client.get(uri, headers: headers).headers[.eTag])
            // when
            var conditional = headers
            conditional[.ifNoneMatch] = tag
            let response = try await client.get(uri, headers: conditional)
            // then
            #expect(response.status == .notModified)
            #expect(response.headers[.eTag] == tag)
            #expect(response.headers[.vary] == "Accept-Encoding")
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test func theIdentityETagDoesNotValidateTheGzipRepresentation() async throws {
        let sha256 = try fixture.sha256(version: 200)
        try await fixture.test { client in
            let response = try await client.get(uri, headers: [.acceptEncoding: "gzip", .ifNoneMatch: "\"\(sha256)\""])
            #expect(response.status == .ok)
            #expect(response.headers[.contentEncoding] == "gzip")
        }
    }

    @Test func aVersionNotInTheStoreIs404() async throws {
        try await fixture.test { client in
            let response = try await client.get("\(DatasetFixture.uri)/150")
            #expect(response.status == .notFound)
            #expect(try response.errorField == "version")
        }
    }

    @Test(arguments: ["latest", "-100", "+100", "1e3", "99999999999999999999999"])
    func aVersionThatIsNotANumberIs400(_ version: String) async throws {
        try await fixture.test { client in
            let response = try await client.get("\(DatasetFixture.uri)/\(version)")
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "version")
        }
    }

    @Test func aFileThatNoLongerMatchesItsChecksumIsNotServedAndNothingLeaks() async throws {
        try fixture.corruptFile(version: 200)
        try await fixture.test { client in
            let response = try await client.get(uri)
            #expect(response.status == .internalServerError)
            #expect(!response.text.contains(fixture.directory.url.path))
            #expect(!response.text.contains("sha256"))
        }
    }

    @Test func anotherDatasetIs404() async throws {
        try await fixture.test { client in
            let response = try await client.get("/datasets/london-bikes/200")
            #expect(response.status == .notFound)
            #expect(try response.errorField == "dataset")
        }
    }
}
