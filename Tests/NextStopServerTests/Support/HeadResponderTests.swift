import HTTPTypes
import HummingbirdTesting
import Testing

/// `HEAD` answers every `GET` resource with the same status and headers and no body.
@Suite struct HeadResponderTests {
    @Test(arguments: ["\(DatasetFixture.uri)/200", "\(DatasetFixture.uri)/200/delta/100", "\(DatasetFixture.uri)/metadata.json"])
    func aDatasetResourceAnswersHeadAsItAnswersGet(uri: String) async throws {
        let fixture = try DatasetFixture()
        try await fixture.test { client in
            // when
            let get = try await client.execute(uri: uri, method: .get)
            let head = try await client.execute(uri: uri, method: .head)

            // then
            #expect(get.status == .ok)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            for field in [HTTPField.Name.eTag, .contentType, .cacheControl, .acceptRanges, .vary] {
                #expect(head.headers[field] == get.headers[field], "\(field)")
            }
        }
    }

    @Test(arguments: ["/api/v1/routes?prefix=1", "/healthz", "/api/openapi.json", "/", "/hk/routes", "/sw.js"])
    func apiAndPagesAnswerHeadWithTheirGetHeaders(uri: String) async throws {
        try await ServerHarness().test { client in
            // when
            let get = try await client.execute(uri: uri, method: .get)
            let head = try await client.execute(uri: uri, method: .head)

            // then
            #expect(get.status == .ok)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
        }
    }

    @Test func anUnknownResourceIsNotFoundWithoutABody() async throws {
        try await ServerHarness().test { client in
            let head = try await client.execute(uri: "/api/v1/stops/NOPE", method: .head)

            #expect(head.status == .notFound)
            #expect(head.body.readableBytes == 0)
        }
    }
}
