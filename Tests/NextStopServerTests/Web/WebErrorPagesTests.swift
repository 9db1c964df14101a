import Foundation
import HTTPTypes
import HummingbirdTesting
import NextStopTestSupport
import Testing

/// Errors no section answers itself: an HTML page for a browser, JSON for the API and every other client.
@Suite struct WebErrorPagesTests {
    private static let browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

    @Test(arguments: ["/foo", "/route/NOPE/extra", "/hk/nowhere"])
    func aBrowserGetsAPageForAnUnknownAddress(path: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.execute(uri: path, method: .get, headers: [.accept: Self.browser])

            #expect(response.status == .notFound)
            #expect(response.header(.contentType) == "text/html; charset=utf-8")
            #expect(response.text.contains("There is no such page."))
            #expect(response.text.contains(#"href="/""#))
        }
    }

    @Test func theErrorPageFollowsTheVisitorsLanguage() async throws {
        try await ServerHarness().test { client in
            let response = try await client.execute(
                uri: "/foo", method: .get, headers: [.accept: Self.browser, .cookie: "nextstop_lang=tc"])

            #expect(response.text.contains("沒有這個頁面。"))
        }
    }

    @Test(arguments: ["/foo", "/api/v1/stops/XYZ", "/api/v1/nowhere", "/datasets/nothing"])
    func theAPIAndOtherClientsKeepJSON(path: String) async throws {
        try await ServerHarness().test { client in
            let asBrowser = try await client.execute(uri: path, method: .get, headers: [.accept: Self.browser])
            let asScript = try await client.get(path)
            let expectsJSON = path != "/foo"

            #expect(asBrowser.status == .notFound && asScript.status == .notFound)
            #expect(asScript.header(.contentType) == "application/json; charset=utf-8")
            #expect((asBrowser.header(.contentType) == "application/json; charset=utf-8") == expectsJSON)
            #expect(try JSONSerialization.jsonObject(with: Data(asScript.text.utf8)) is [String: Any])
        }
    }

    @Test func aRefusedMethodKeepsItsAllowHeaderOnThePage() async throws {
        try await ServerHarness().test { client in
            let response = try await client.execute(uri: "/hk/stops", method: .delete, headers: [.accept: Self.browser])

            #expect(response.status == .methodNotAllowed)
            #expect(response.header(.contentType) == "text/html; charset=utf-8")
            #expect(response.header(.allow)?.contains("GET") == true)
            #expect(response.text.contains("This request could not be handled: "))
        }
    }

    @Test func theOfflinePageSaysAPageWasNeverOpenedInTheVisitorsLanguage() async throws {
        try await ServerHarness().test { client in
            let english = try await client.get("/offline", cookie: "nextstop_lang=en")
            let chinese = try await client.get("/offline", cookie: "nextstop_lang=tc")

            #expect(english.status == .ok && english.header(.contentType) == "text/html; charset=utf-8")
            #expect(english.text.contains("this page was not opened before"))
            #expect(chinese.text.contains("這個頁面之前未曾開啟"))
        }
    }
}
