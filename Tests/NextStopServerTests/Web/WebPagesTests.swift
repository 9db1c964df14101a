import Foundation
import HummingbirdTesting
import NextStopTestSupport
import Testing

@Suite struct WebPagesTests {
    static let tabs = ["/hk/favourites", "/hk/routes", "/hk/stops"]

    @Test(arguments: tabs, WebLanguageCase.both)
    func tabPageRendersInTheChosenLanguage(path: String, language: WebLanguageCase) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get(path, cookie: language.cookie)
            // then
            #expect(response.status == .ok)
            #expect(response.header(.contentType) == "text/html; charset=utf-8")
            #expect(response.text.contains(#"<html lang="\#(language.htmlLang)""#))
            for label in language.tabLabels { #expect(response.text.contains(label)) }
            #expect(response.text.contains(#"aria-current="page""#))
        }
    }

    @Test(arguments: [
        ("zh-HK,zh;q=0.9,en;q=0.8", "zh-Hant-HK", "搜尋車站"), ("zh-TW", "zh-Hant-HK", "搜尋車站"),
        ("zh-CN,zh;q=0.9", "zh-Hans", "搜寻车站"), ("zh", "zh-Hans", "搜寻车站"), ("en-GB,en;q=0.9", "en", "Search stops"),
        ("fr-FR,fr;q=0.9,zh-Hant;q=0.5", "zh-Hant-HK", "搜尋車站"), ("fr-FR", "en", "Search stops"),
        ("", "en", "Search stops"),
    ])
    func aFirstVisitFollowsAcceptLanguage(header: String, htmlLang: String, phrase: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.execute(
                uri: "/hk/stops", method: .get, headers: header.isEmpty ? [:] : [.acceptLanguage: header])

            #expect(response.text.contains(#"<html lang="\#(htmlLang)""#))
            #expect(response.text.contains(phrase))
        }
    }

    @Test func theChosenLanguageWinsOverAcceptLanguage() async throws {
        try await ServerHarness().test { client in
            let response = try await client.execute(
                uri: "/hk/stops", method: .get, headers: [.acceptLanguage: "en", .cookie: "nextstop_lang=sc"])

            #expect(response.text.contains(#"<html lang="zh-Hans""#))
        }
    }

    @Test(arguments: WebLanguageCase.both)
    func routePageServerRendersItsStopsInOrder(language: WebLanguageCase) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/hk/routes/KMB:1:O:1", cookie: language.cookie)
            // then the stop line is in the page, in travel order, in the chosen language
            #expect(response.status == .ok)
            let northName = language.code == "en" ? "Star Ferry" : "繁Star Ferry"
            #expect(
                response.body(
                    has: #"<span class="stop-name">\#(language.stopName)</span>"#,
                    before: #"<span class="stop-name">\#(northName)</span>"#))
            #expect(
                response.body(has: #"data-stop="\#(ServerHarness.kmbStop)""#, before: #"data-stop="\#(ServerHarness.northStop)""#)
            )
            #expect(response.text.contains(#"data-key="KMB:1:O:1""#))
            // and it links the other direction
            #expect(response.text.contains(#"href="/hk/routes/KMB:1:I:1""#))
        }
    }

    @Test func routePageOpensTheStopAskedFor() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/hk/routes/KMB%3A1%3AO%3A1?stop=\(ServerHarness.northStop)")
            // then only that stop is open
            #expect(response.status == .ok)
            #expect(response.text.contains(#"<li class="stop open" data-stop="\#(ServerHarness.northStop)""#))
            #expect(response.text.contains(#"<li class="stop" data-stop="\#(ServerHarness.kmbStop)""#))
        }
    }

    @Test(arguments: WebLanguageCase.both)
    func stopPageListsTheRoutesCallingThere(language: WebLanguageCase) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/hk/stops/\(ServerHarness.kmbStop)", cookie: language.cookie)
            // then
            #expect(response.status == .ok)
            #expect(response.text.contains("<title>\(language.stopName) · NextStop</title>"))
            #expect(response.text.contains(#"href="/hk/routes/KMB:1:O:1?stop=\#(ServerHarness.kmbStop)""#))
            #expect(response.text.contains(#"href="/hk/routes/KMB:1:I:1?stop=\#(ServerHarness.kmbStop)""#))
            #expect(response.text.contains(#"id="star""#))
        }
    }

    @Test func aRouteEndingAtTheStopIsTaggedAsEndingThereAndTheStopStartsATrip() async throws {
        try await ServerHarness().test { client in
            // when: route 1 inbound ends at the Chuk Yuen stop; outbound starts there
            let html = try await client.get("/hk/stops/\(ServerHarness.kmbStop)", cookie: "nextstop_lang=en").text

            // then only the inbound row carries the tag
            let rows = html.components(separatedBy: "<li>").filter { $0.contains("/hk/routes/KMB:1:") }
            #expect(rows.filter { $0.contains("Terminates here") }.map { $0.contains("KMB:1:I:1") } == [true])
            #expect(html.contains(#"href="/hk/trip?from=\#(ServerHarness.kmbStop)""#))
            #expect(html.contains(#"href="/hk/trip?to=\#(ServerHarness.kmbStop)""#))
        }
    }

    @Test(arguments: ["/hk/routes/KMB:999:O:1", "/hk/routes/not-a-key", "/hk/stops/0000000000000FFF", "/hk/stops/nowhere"])
    func unknownRouteOrStopIsAnHTML404(path: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.get(path)
            #expect(response.status == .notFound)
            #expect(response.header(.contentType) == "text/html; charset=utf-8")
            #expect(response.text.contains(#"href="/hk/routes""#))
        }
    }

    @Test func notFoundPageEscapesWhatWasAskedFor() async throws {
        try await ServerHarness().test { client in
            // when the address carries markup
            let response = try await client.get("/hk/routes/%3Cscript%3Ealert(1)%3C%2Fscript%3E")
            // then it is shown as text
            #expect(response.status == .notFound)
            #expect(response.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!response.text.contains("<script>alert"))
        }
    }

    @Test func keypadEnablesOnlyKeysThatLeadToARoute() async throws {
        try await ServerHarness().test { client in
            // when routes 1 and 11 exist and 1 was typed
            let response = try await client.get("/hk/routes?prefix=1")
            // then only 1 can follow
            #expect(response.text.contains(#"data-key="1">1</button>"#))
            #expect(response.text.contains(#"data-key="2" disabled>2</button>"#))
            #expect(response.text.contains(#"data-prefix="1""#))
        }
    }
}
