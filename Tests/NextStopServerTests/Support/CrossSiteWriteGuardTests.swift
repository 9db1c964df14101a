import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NextStopServer
import Testing

/// Another site's page cannot write with a visitor's cookie: a plain-text or form body is refused, and so is an
/// `Origin` or `Sec-Fetch-Site` that says the write comes from elsewhere; nothing is stored.
@Suite struct CrossSiteWriteGuardTests {
    /// Writes a browser holding the device cookie could be made to send, with a body an HTML form can carry.
    static let writes = [
        ("/api/v1/favourites", #"{"stop_id":"\#(ServerHarness.kmbStop)"}"#),
        ("/api/v1/link-codes", ""),
        ("/api/v1/categories", #"{"name":"Work"}"#),
    ]

    private func send(
        _ client: some TestClientProtocol, _ path: String, body: String, headers extra: [String: String]
    ) async throws -> TestResponse {
        var headers = HTTPFields()
        headers[.cookie] = "nextstop_device=\(Device.alice.token)"
        for (name, value) in extra { headers[HTTPField.Name(name)!] = value }
        return try await client.execute(
            uri: path, method: .post, headers: headers, body: body.isEmpty ? nil : ByteBuffer(string: body))
    }

    private func favouriteCount(_ client: some TestClientProtocol) async throws -> Int {
        try await client.get("/api/v1/favourites", as: .alice).decode(FavouritesBody.self).favourites.count
    }

    @Test("a plain-text body from another site is refused and stores nothing", arguments: writes.map(\.0))
    func plainTextFromAnotherSite(path: String) async throws {
        try await ServerHarness().test { client in
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let body = Self.writes.first { $0.0 == path }!.1

            let response = try await send(
                client, path, body: body, headers: ["Content-Type": "text/plain", "Origin": "https://evil.example"])

            #expect(response.status == .forbidden)
            #expect(try await favouriteCount(client) == 1)
        }
    }

    @Test(
        "a write from another site is refused whatever its body says",
        arguments: [
            ["Origin": "https://evil.example", "Content-Type": "application/json"],
            ["Origin": "null", "Content-Type": "application/json"],
            ["Sec-Fetch-Site": "cross-site", "Content-Type": "application/json"],
            ["Sec-Fetch-Site": "same-site", "Content-Type": "application/json"],
        ])
    func crossSiteRefused(headers: [String: String]) async throws {
        try await ServerHarness().test { client in
            let response = try await send(client, "/api/v1/favourites", body: Self.writes[0].1, headers: headers)

            #expect(response.status == .forbidden)
            #expect(try await favouriteCount(client) == 0)
        }
    }

    @Test(
        "a body that is not JSON is refused even from this site", arguments: ["text/plain", "application/x-www-form-urlencoded"])
    func notJSON(contentType: String) async throws {
        try await ServerHarness().test { client in
            let response = try await send(
                client, "/api/v1/favourites", body: Self.writes[0].1, headers: ["Content-Type": contentType])

            #expect(response.status == .unsupportedMediaType)
            #expect(try await favouriteCount(client) == 0)
        }
    }

    @Test(
        "this site's own pages, and clients that are not browsers, write as before",
        arguments: [
            // The test client's requests name their host `localhost`.
            ["Origin": "https://localhost", "Sec-Fetch-Site": "same-origin"], ["Origin": "http://localhost:8080"], [:],
        ])
    func ownPagesWrite(headers: [String: String]) async throws {
        try await ServerHarness().test { client in
            var headers = headers
            headers["Content-Type"] = "application/json; charset=utf-8"

            let response = try await send(client, "/api/v1/favourites", body: Self.writes[0].1, headers: headers)

            #expect(response.status == .created)
        }
    }

    @Test("an origin the server was told to allow may write")
    func allowedOrigin() async throws {
        var dependencies = try ServerHarness().dependencies
        dependencies.operations.allowedOrigins = ["https://watch.example"]
        try await buildApplication(dependencies).test(.router) { client in
            let response = try await send(
                client, "/api/v1/favourites", body: Self.writes[0].1,
                headers: ["Origin": "https://watch.example", "Content-Type": "application/json"])

            #expect(response.status == .created)
        }
    }
}
