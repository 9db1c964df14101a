import Hummingbird
import HummingbirdTesting
import NextStopServer
import Testing

@Suite struct BuildApplicationTests {
    @Test func unknownPathIsAJSON404() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/nowhere")
            // then
            #expect(response.status == .notFound)
            #expect(try response.decode(ErrorBody.self).error.message.isEmpty == false)
        }
    }

    @Test func bodyOverTheLimitIs413() async throws {
        try await ServerHarness().test { client in
            // given a body just over the limit
            let padding = String(repeating: "x", count: APIRequestContext.maxBodySize)
            // when
            let response = try await client.send(
                .post, "/api/v1/categories", json: #"{"name":"\#(padding)"}"#, as: .alice)
            // then
            #expect(response.status == .contentTooLarge)
            #expect(try response.decode(ErrorBody.self).error.message.isEmpty == false)
        }
    }
}
