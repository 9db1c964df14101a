import HummingbirdTesting
import Testing

/// The settings page's display settings: a colour scheme and a text size, remembered in cookies every page reads.
@Suite struct WebDisplayTests {
    @Test func aChoiceSetsItsCookieAndComesBack() async throws {
        try await ServerHarness().test { client in
            let response = try await client.postForm("/display", "theme=light&next=%2F")
            #expect(response.status == .seeOther && response.header(.location) == "/")
            #expect(response.setCookies.map { $0.prefix { $0 != ";" } } == ["nextstop_theme=light"])
            let sized = try await client.postForm("/display", "text=larger&next=%2Fhk%2Froutes")
            #expect(sized.header(.location) == "/hk/routes")
            #expect(sized.setCookies.map { $0.prefix { $0 != ";" } } == ["nextstop_text=larger"])
        }
    }

    @Test(arguments: ["theme=sepia", "text=huge", "theme=&text=", "next=%2F"])
    func anUnknownChoiceChangesNothing(form: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.postForm("/display", "\(form)&next=https%3A%2F%2Fevil.example")
            #expect(response.header(.location) == "/")
            #expect(response.setCookies.isEmpty)
        }
    }

    @Test func everyPageCarriesTheChoicesAndTheSettingsPageMarksThem() async throws {
        try await ServerHarness().test { client in
            let plain = try await client.get("/hk/routes").text
            #expect(plain.contains(#"data-theme="system" data-text="normal""#))
            #expect(plain.contains(#"<meta name="color-scheme" content="light dark">"#))
            let chosen = try await client.get("/hk/routes", cookie: "nextstop_theme=dark; nextstop_text=large").text
            #expect(chosen.contains(#"data-theme="dark" data-text="large""#))
            #expect(chosen.contains(#"<meta name="color-scheme" content="dark">"#))
            let settings = try await client.get("/settings", cookie: "nextstop_theme=dark; nextstop_lang=en").text
            #expect(settings.contains(#"name="theme" value="dark" aria-pressed="true">Dark"#))
            #expect(settings.contains(#"name="theme" value="light" aria-pressed="false">Light"#))
            #expect(settings.contains(#"name="text" value="normal" aria-pressed="true">Normal"#))
        }
    }
}
