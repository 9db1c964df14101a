import Foundation
import HummingbirdTesting
import Testing

@Suite struct WebSecurityTests {
    static let pages = [
        "/hk/favourites", "/hk/routes", "/hk/stops", "/hk/routes/KMB:1:O:1", "/hk/stops/\(ServerHarness.kmbStop)", "/hk/routes/x",
    ]

    @Test(arguments: pages)
    func pagesForbidInlineScript(path: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.get(path)
            // then the policy allows this server only
            let policy = try #require(response.header(.contentSecurityPolicy))
            #expect(policy.contains("default-src 'self'"))
            #expect(!policy.contains("unsafe-inline"))
            // and the page needs nothing more: no inline script, no inline handler, no inline style
            let html = response.text
            #expect(html.firstMatch(of: /<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")/) == nil)
            #expect(html.firstMatch(of: /\son[a-z]+\s*=/) == nil)
            #expect(html.firstMatch(of: /\sstyle\s*=|<style/) == nil)
        }
    }

    @Test(arguments: WebLanguageCase.both)
    func embeddedPhrasesAreJSONThatCannotCloseTheScript(language: WebLanguageCase) async throws {
        try await ServerHarness().test { client in
            let html = try await client.get("/hk/routes", cookie: language.cookie).text
            let match = try #require(html.firstMatch(of: /<script type="application\/json" id="strings">(.*?)<\/script>/))
            let json = String(match.output.1)
            #expect(!json.contains("<"))
            let phrases = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
            #expect(phrases["tab_routes"] == language.tabLabels[1])
        }
    }

    @Test(arguments: WebLanguageCase.both)
    func hostileNamesAreEscaped(language: WebLanguageCase) async throws {
        try await HostileNetwork.test { client in
            for path in ["/hk/routes/\(HostileNetwork.route)", "/hk/stops/\(HostileNetwork.stop)"] {
                // when a page shows names that hold markup
                let html = try await client.get(path, cookie: language.cookie).text
                // then they arrive as text
                #expect(!html.contains(HostileNetwork.markup))
                #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
                #expect(html.contains("&quot;"))
            }
        }
    }
}
