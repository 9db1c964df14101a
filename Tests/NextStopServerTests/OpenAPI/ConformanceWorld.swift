import Foundation
import HTTPTypes
import HummingbirdTesting
import NextStopServer
import Testing

/// What the devices saved before a conformance request, named by the tokens cases write in URIs and bodies.
struct ConformanceWorld: Sendable {
    /// Each token and what it stands for.
    let values: [String: String]

    /// The world of a server that refuses every API request, where nothing could be saved: well-formed values that
    /// name nothing.
    static let unseeded = ConformanceWorld(
        values: [
            "{alice.work}": "1", "{alice.home}": "2", "{alice.filed}": "1", "{alice.loose}": "2", "{bob.category}": "3",
            "{bob.favourite}": "3", "{alice.code}": "ABCDEF",
            "{alice.secret}": "AAAAAAAAAAAAAAAAAAAAAA", "{alice.device}": "1", "{alice.reminder}": "1",
        ].merging(ConformanceDatasets.unseededTags) { own, _ in own })

    /// Saves Alice's list (categories Work and Home, a route filed under Work, a stop uncategorised), names her device
    /// and asks for a link invitation to her list, and Bob's list (one category holding one stop); learns the entity tags of the published datasets.
    static func seed(with client: some TestClientProtocol) async throws -> ConformanceWorld {
        let work = try await client.addCategory("Work", as: .alice)
        let home = try await client.addCategory("Home", as: .alice)
        let filed = try await client.addFavourite(ServerHarness.kmbStop, route: "KMB:1:O:1", category: work, as: .alice)
        let loose = try await client.addFavourite(ServerHarness.northStop, as: .alice)
        let bobs = try await client.addCategory("Bob's", as: .bob)
        let bobsFavourite = try await client.addFavourite(ServerHarness.citybusStop, category: bobs, as: .bob)
        let codeAnswer = try await client.send(.post, "/api/v1/link-codes", as: .alice)
        let invitation = try JSONValue(parsing: codeAnswer.body.readableBytesView)
        let code = try #require(invitation["code"]?.string)
        let secret = try #require(invitation["secret"]?.string)
        let devices = try JSONValue(parsing: try await client.send(.get, "/api/v1/devices", as: .alice).body.readableBytesView)
        let device = try #require(devices["devices"]?.array?.first?["id"]?.description)
        return ConformanceWorld(
            values: [
                "{alice.work}": String(work), "{alice.home}": String(home), "{alice.filed}": String(filed),
                "{alice.loose}": String(loose), "{bob.category}": String(bobs), "{bob.favourite}": String(bobsFavourite),
                "{alice.code}": code, "{alice.secret}": secret, "{alice.device}": device,
            ].merging(try await ConformanceDatasets.entityTags(with: client)) { own, _ in own })
    }

    /// The case's request with every token replaced.
    func request(for testCase: ConformanceCase) -> ConformanceRequest {
        let body: String? =
            switch testCase.body {
            case .none: nil
            case .json(let text): replacingTokens(in: text)
            case .oversized: #"{"padding":""# + String(repeating: "x", count: APIRequestContext.maxBodySize) + #""}"#
            }
        let headers = HTTPFields(testCase.headers.map { HTTPField(name: $0.name, value: replacingTokens(in: $0.value)) })
        return ConformanceRequest(
            method: testCase.method, uri: replacingTokens(in: testCase.uri), body: body, headers: headers,
            device: testCase.device)
    }

    private func replacingTokens(in text: String) -> String {
        values.reduce(text) { text, token in text.replacingOccurrences(of: token.key, with: token.value) }
    }
}
