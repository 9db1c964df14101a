import HummingbirdTesting
import Testing

@Suite struct WebLanguageSwitchTests {
    @Test func switchSetsTheCookieAndComesBack() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.postForm("/language", "lang=en&next=%2Froutes%3Fprefix%3D1")
            // then
            #expect(response.status == .seeOther)
            #expect(response.header(.location) == "/routes?prefix=1")
            let cookie = try #require(response.setCookies.first { $0.hasPrefix("nextstop_lang=") })
            #expect(cookie.hasPrefix("nextstop_lang=en;"))
            #expect(cookie.contains("Path=/"))
        }
    }

    @Test(arguments: ["https%3A%2F%2Fevil.example%2F", "%2F%2Fevil.example", "%2F%5Cevil.example", ""])
    func switchNeverLeadsElsewhere(next: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.postForm("/language", "lang=en&next=\(next)")
            #expect(response.header(.location) == "/")
        }
    }

    @Test func unknownLanguageChangesNothing() async throws {
        try await ServerHarness().test { client in
            let response = try await client.postForm("/language", "lang=xx&next=%2Fstops")
            #expect(response.header(.location) == "/stops")
            #expect(response.setCookies.isEmpty)
        }
    }

    @Test func eachPageOffersTheOtherLanguageAndComesBackToItself() async throws {
        try await ServerHarness().test { client in
            let chinese = try await client.get("/hk/routes?prefix=1", cookie: "nextstop_lang=tc").text
            #expect(chinese.contains(#"name="lang" value="en""#) && chinese.contains(#"name="lang" value="sc""#))
            #expect(!chinese.contains(#"name="lang" value="tc""#))
            #expect(chinese.contains(#"name="next" value="/hk/routes?prefix=1""#))
            let english = try await client.get("/hk/routes", cookie: "nextstop_lang=en").text
            #expect(english.contains(#"name="lang" value="tc""#) && english.contains(#"name="lang" value="sc""#))
        }
    }
}
