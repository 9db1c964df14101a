import HummingbirdTesting
import Testing

@Suite struct WebLandingTests {
    @Test func firstVisitLandsOnRoutes() async throws {
        try await ServerHarness().test { client in
            let response = try await client.get("/hk")
            #expect(response.status == .seeOther)
            #expect(response.header(.location) == "/hk/routes")
        }
    }

    @Test(arguments: ["favourites", "routes", "stops"])
    func rememberedTabIsHonoured(tab: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.get("/hk", cookie: "nextstop_tab=\(tab)")
            #expect(response.header(.location) == "/hk/\(tab)")
        }
    }

    @Test func unknownRememberedTabIsIgnored() async throws {
        try await ServerHarness().test { client in
            let response = try await client.get("/hk", cookie: "nextstop_tab=%2F%2Fevil.example")
            #expect(response.header(.location) == "/hk/routes")
        }
    }

    @Test func deviceWithFavouritesLandsOnThem() async throws {
        try await ServerHarness().test { client in
            // given a device that saved a stop
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            // when its browser opens the app
            let response = try await client.get("/hk", cookie: "nextstop_device=\(Device.alice.token)")
            // then
            #expect(response.header(.location) == "/hk/favourites")
        }
    }

    @Test func deviceWhoseFavouritesAreGoneLandsOnRoutes() async throws {
        try await ServerHarness().test { client in
            // given a device that saved a stop and deleted it again
            let id = try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            _ = try await client.send(.delete, "/api/v1/favourites/\(id)", as: .alice)
            // when
            let response = try await client.get("/hk", cookie: "nextstop_device=\(Device.alice.token)")
            // then
            #expect(response.header(.location) == "/hk/routes")
        }
    }

    @Test func rememberedTabBeatsFavourites() async throws {
        try await ServerHarness().test { client in
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let response = try await client.get("/hk", cookie: "nextstop_device=\(Device.alice.token); nextstop_tab=stops")
            #expect(response.header(.location) == "/hk/stops")
        }
    }

    @Test func pageViewsNeverRegisterADevice() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // when an unknown device opens the landing page and the tabs
            for path in ["/", "/hk", "/hk/favourites", "/hk/routes", "/hk/stops"] {
                let response = try await client.get(path, cookie: "nextstop_device=\(Device.bob.token)")
                #expect(response.setCookies.allSatisfy { !$0.hasPrefix("nextstop_device=") })
            }
        }
        // then the store still does not know it
        #expect(try await harness.store.owner(ofDevice: Device.bob.tokenHash) == nil)
    }
}
