import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import NextStopServer

/// Numbers are plain decimals, errors quote little of what was sent, and a wrong method is named as such.
@Suite struct HTTPStrictnessTests {
    @Test(arguments: ["lat=0x10&lon=114", "lat=22.3%00&lon=114", "lat=nan&lon=114", "lat=1e1&lon=114", "lat=inf&lon=114"])
    func aNumberThatIsNotPlainDecimalIs400(query: String) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/nearby?\(query)")
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "lat")
        }
    }

    @Test(arguments: ["0x10,114", "22.3,1e2", " 22.3,114"])
    func aNearPointThatIsNotPlainDecimalIs400(near: String) async throws {
        try await ServerHarness().test { client in
            // when
            let escaped = near.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let response = try await client.get("/api/v1/routes/KMB:1:O:1?near=\(escaped)")
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "near")
        }
    }

    @Test(arguments: ["22.3", "-0.5", "114", "0.000001"])
    func plainDecimalsAreNumbers(text: String) {
        #expect(QueryReader.decimal(text) == Double(text))
    }

    @Test func errorsQuoteAtMostAHundredCharactersOfTheInput() async throws {
        let huge = String(repeating: "7", count: 60_000)
        try await ServerHarness().test { client in
            // when long input names things that do not exist
            let answers = [
                try await client.get("/api/v1/stops/\(huge)"),
                try await client.get("/api/v1/stops/\(huge)/arrivals"),
                try await client.send(.post, "/api/v1/favourites", json: #"{"stop_id":"\#(huge)"}"#, as: .alice),
            ]
            // then each says so, quoting no more than 100 characters of it
            for answer in answers {
                #expect(answer.status.kind == .clientError)
                let message = try answer.decode(ErrorMessage.self).error.message
                #expect(message.count < 100 + 60, "\(message.prefix(200))")
            }
        }
    }

    @Test func aWrongMethodIs405WithAllow() async throws {
        try await ServerHarness().test { client in
            // when
            let deleteRoutes = try await client.send(.delete, "/api/v1/routes")
            let putFavourite = try await client.send(.put, "/api/v1/favourites/3", as: .alice)
            let unknown = try await client.send(.delete, "/api/v1/nowhere")
            // then the methods the path answers are listed, and a path no route knows is still 404
            #expect(deleteRoutes.status == .methodNotAllowed)
            #expect(deleteRoutes.headers[.allow] == "GET, HEAD")
            #expect(putFavourite.status == .methodNotAllowed)
            #expect(putFavourite.headers[.allow] == "DELETE, PATCH")
            #expect(try !deleteRoutes.decode(ErrorMessage.self).error.message.isEmpty)
            #expect(unknown.status == .notFound)
        }
    }

    private struct ErrorMessage: Decodable {
        struct Detail: Decodable { var message: String }
        var error: Detail
    }
}
