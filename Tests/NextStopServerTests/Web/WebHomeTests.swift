import HummingbirdTesting
import Testing

/// The home page lists every system; the bus section's addresses from before it moved under `/hk` lead there.
@Suite struct WebHomeTests {
    @Test(arguments: [(WebLanguageCase.chinese, "香港巴士"), (.english, "Hong Kong buses")])
    func theHomePageListsEverySystemWithoutATabBar(language: WebLanguageCase, name: String) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/", cookie: language.cookie)

            // then
            #expect(response.status == .ok)
            #expect(
                response.text.contains(
                    #"<a class="row-link system-card" href="/hk"><img class="system-icon" src="/assets/icon.svg?v="#))
            #expect(response.text.contains(name))
            #expect(!response.text.contains(#"class="tabbar""#))
        }
    }

    @Test(arguments: [
        ("/settings", "Settings", "page-settings.js", #"href="/link""#),
        ("/privacy", "Privacy", nil, "10 minutes"),
        ("/link", "Link another device", "page-link.js", #"id="link-form""#),
    ])
    func theShellsOwnPagesAreServedWithTheirScripts(path: String, title: String, script: String?, marker: String)
        async throws
    {
        try await ServerHarness().test { client in
            let page = try await client.get(path, cookie: WebLanguageCase.english.cookie)
            #expect(page.status == .ok)
            #expect(page.text.contains("<title>\(title) · NextStop</title>") && page.text.contains(marker))
            #expect(page.text.contains(#"class="settings-link" href="/settings""#))
            if let script { #expect(page.text.contains("src=\"/assets/\(script)?v=")) }
        }
    }

    @Test func theHomePageIsTitledWithTheAppsNameOnceAndASectionPageAfterItsOwn() async throws {
        try await ServerHarness().test { client in
            let home = try await client.get("/", cookie: WebLanguageCase.english.cookie).text
            let section = try await client.get("/hk/stops", cookie: WebLanguageCase.english.cookie).text

            #expect(home.contains("<title>NextStop</title>"))
            #expect(section.contains("<title>Stops · NextStop</title>"))
        }
    }

    @Test(arguments: [
        ("/routes", "/hk/routes"), ("/routes?prefix=1A", "/hk/routes?prefix=1A"), ("/favourites", "/hk/favourites"),
        ("/stops?q=central", "/hk/stops?q=central"), ("/routes/KMB:1:O:1?stop=X", "/hk/routes/KMB:1:O:1?stop=X"),
        ("/stops/0000000000000001", "/hk/stops/0000000000000001"),
    ])
    func anAddressFromBeforeTheMoveRedirectsPermanently(old: String, new: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.get(old)

            #expect(response.status == .movedPermanently)
            #expect(response.header(.location) == new)
        }
    }

    /// Four tabs: favourites, routes, stops and trip.
    @Test func theBusTabsCarryTheirIconsAndMarkTheCurrentTab() async throws {
        try await ServerHarness().test { client in
            let html = try await client.get("/hk/stops").text

            #expect(html.contains(#"<a href="/hk/stops" data-tab="stops" aria-current="page">"#))
            #expect(html.contains(#"<a href="/hk/routes" data-tab="routes">"#))
            #expect(html.components(separatedBy: " data-tab=").count == 5)
            #expect(html.contains(#"<a class="home-link" href="/""#))
        }
    }
}
