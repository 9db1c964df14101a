import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import NextStopServer

/// An error is JSON for every client but a browser, which gets the same message as a page.
@Suite struct ErrorFormatTests {
    /// What Firefox and Chrome send when navigating.
    static let browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

    @Test(arguments: [
        (browserAccept, ErrorFormat.html), ("text/*", .html), ("application/json", .json), ("*/*", .json),
        ("", .json), ("text/html;q=0.5, application/json", .json), ("text/html;q=nan", .json),
    ])
    func theFormatFollowsTheWeightsOfAccept(accept: String, format: ErrorFormat) {
        #expect(ErrorFormat.preferred(accept: accept.isEmpty ? [] : [accept]) == format)
    }

    @Test func aBrowserGetsTheErrorAsAnEscapedPageAndTheAPIStaysJSON() async throws {
        try await ServerHarness().test { client in
            let page = try await client.execute(
                uri: "/hk/routes/%3Cb%3E", method: .get, headers: [.accept: Self.browserAccept])
            let api = try await client.execute(
                uri: "/api/v1/trips?from=%3Cb%3E&to=%3Cb%3E", method: .get, headers: [.accept: Self.browserAccept])

            #expect(page.status == .notFound)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            let html = String(buffer: page.body)
            #expect(html.contains("&lt;b&gt;") && !html.contains("<b>"))
            #expect(api.status == .notFound && api.headers[.contentType] == "application/json; charset=utf-8")
        }
    }

    @Test func aPathNoRouteKnowsIsAPageForABrowserAndJSONForTheRest() async throws {
        try await ServerHarness().test { client in
            let browser = try await client.execute(
                uri: "/no/such/page", method: .get, headers: [.accept: Self.browserAccept])
            let api = try await client.execute(uri: "/no/such/page", method: .get, headers: [.accept: "*/*"])

            #expect(browser.status == .notFound && api.status == .notFound)
            #expect(browser.headers[.contentType] == "text/html; charset=utf-8")
            #expect(api.headers[.contentType] == "application/json; charset=utf-8")
            #expect(try api.decode(ErrorBody.self).error.message.isEmpty == false)
        }
    }
}
