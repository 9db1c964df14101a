import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NextStopServer
import Testing

/// Behind a trusted reverse proxy every user is its own client, for the rate limit and the link guard; from anyone
/// else, a forwarding header changes nothing.
@Suite struct ClientAddressTests {
    private func withServer(
        trusting proxies: [String], rateLimit: RateLimit = RateLimit(perMinute: 1, burst: 2),
        _ body: @Sendable @escaping (any TestClientProtocol) async throws -> Void
    ) async throws {
        var dependencies = try ServerHarness(rateLimit: rateLimit).dependencies
        dependencies.operations.trustedProxies = try TrustedProxies(proxies)
        // The subject is who the client is, not how fast it asks: on two cores busy with the whole suite, a test can
        // be kept from sending its next request for longer than the 30 s a client is given to send one.
        try await NextStopServer.buildApplication(dependencies.served, requestReadTimeout: .seconds(300)).test(.live, body)
    }

    private func get(_ client: some TestClientProtocol, forwardedFor: String, header: String = "X-Forwarded-For")
        async throws -> HTTPResponse.Status
    {
        var headers = HTTPFields()
        headers[HTTPField.Name(header)!] = forwardedFor
        return try await client.execute(uri: "/api/v1/stops?q=star", method: .get, headers: headers).status
    }

    @Test("two users behind the proxy keep separate rate limits", arguments: ["X-Forwarded-For", "Forwarded"])
    func separateRateLimits(header: String) async throws {
        try await withServer(trusting: ["127.0.0.1"]) { client in
            let (alice, bob) =
                header == "Forwarded"
                ? (#"for=198.51.100.1;proto=https"#, #"for="[2001:db8::2]:4711""#) : ("198.51.100.1", "2001:db8::2")
            var statuses: [HTTPResponse.Status] = []
            for address in [alice, alice, alice, bob] {
                statuses.append(try await get(client, forwardedFor: address, header: header))
            }

            #expect(statuses == [.ok, .ok, .tooManyRequests, .ok])
        }
    }

    @Test("a forged header from a client that is not a trusted proxy is ignored")
    func forgedHeaderIgnored() async throws {
        try await withServer(trusting: []) { client in
            var statuses: [HTTPResponse.Status] = []
            for address in ["198.51.100.1", "198.51.100.1", "198.51.100.9"] {
                statuses.append(try await get(client, forwardedFor: address))
            }

            #expect(statuses == [.ok, .ok, .tooManyRequests])
        }
    }

    @Test("wrong link codes from one user behind the proxy do not lock out another")
    func linkGuardPerUser() async throws {
        try await withServer(trusting: ["127.0.0.1/32"], rateLimit: .standard) { client in
            func link(from address: String) async throws -> HTTPResponse.Status {
                var headers = HTTPFields()
                headers[HTTPField.Name("X-Forwarded-For")!] = address
                headers[HTTPField.Name("X-NextStop-Device")!] = Device.bob.token
                headers[.contentType] = "application/json"
                return try await client.execute(
                    uri: "/api/v1/link", method: .post, headers: headers, body: ByteBuffer(string: #"{"code":"ZZZZZZ"}"#)
                ).status
            }
            var statuses: [HTTPResponse.Status] = []
            for _ in 0...LinkAttemptGuard.failuresPerClient { statuses.append(try await link(from: "198.51.100.1")) }
            statuses.append(try await link(from: "198.51.100.2"))

            #expect(statuses == Array(repeating: .badRequest, count: 5) + [.tooManyRequests, .badRequest])
        }
    }
}
