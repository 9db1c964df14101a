import HTTPTypes
import HummingbirdTesting
import Testing

@testable import HongKongBusDataset
@testable import NextStopDataset

@Suite struct DatasetDeltaEndpointTests {
    let fixture: DatasetFixture
    let uri = "\(DatasetFixture.uri)/300/delta/100"

    init() throws { fixture = try DatasetFixture() }

    @Test func theDeltaTurnsTheOldVersionIntoTheNewOneByteForByte() async throws {
        let old = try fixture.store.load(version: 100)
        let newSHA256 = try fixture.sha256(version: 300)
        try await fixture.test { client in
            // when
            let response = try await client.get(uri)
            let delta = try NetworkDelta.decode(response.bytes)
            let rebuilt = try delta.apply(to: old)
            // then
            #expect(response.status == .ok)
            #expect(response.headers[.eTag] == "\"delta-100-300\"")
            #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(Checksums.sha256Hex(try HKBusDataset.encode(rebuilt)) == newSHA256)
        }
    }

    @Test func theGzipDeltaIsTheSameDeltaAndAnswers304() async throws {
        try await fixture.test { client in
            // given
            let identity = try await client.get(uri)
            // when
            let gzip = try await client.get(uri, headers: [.acceptEncoding: "gzip"])
            let tag = "\"delta-100-300-gz\""
            let again = try await client.get(uri, headers: [.acceptEncoding: "gzip", .ifNoneMatch: tag])
            // then
            #expect(gzip.headers[.eTag] == tag)
            #expect(try Gzip.decompress(gzip.bytes) == identity.bytes)
            #expect(again.status == .notModified)
        }
    }

    @Test func aDeltaIsServedByRange() async throws {
        try await fixture.test { client in
            let whole = try await client.get(uri)
            let part = try await client.get(uri, headers: [.range: "bytes=-20"])
            #expect(part.status == .partialContent)
            #expect(part.bytes == whole.bytes.suffix(20))
        }
    }

    @Test(arguments: [("300/delta/50", "from"), ("350/delta/100", "version")])
    func aDeltaBetweenVersionsNotInTheStoreIs404(_ path: String, field: String) async throws {
        try await fixture.test { client in
            let response = try await client.get("\(DatasetFixture.uri)/\(path)")
            #expect(response.status == .notFound)
            #expect(try response.errorField == field)
        }
    }

    @Test(arguments: ["100/delta/300", "200/delta/200", "300/delta/old"])
    func aDeltaFromANewerOrTheSameOrNoVersionIs400(_ path: String) async throws {
        try await fixture.test { client in
            let response = try await client.get("\(DatasetFixture.uri)/\(path)")
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "from")
        }
    }
}
