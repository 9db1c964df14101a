import Foundation
import HummingbirdTesting
import Testing

@Suite struct WebAssetsTests {
    @Test(arguments: [
        ("/assets/app.css", "text/css; charset=utf-8"),
        ("/assets/app.js", "text/javascript; charset=utf-8"),
        ("/assets/icon.svg", "image/svg+xml"),
        ("/assets/icon-192.png", "image/png"),
        ("/sw.js", "text/javascript; charset=utf-8"),
        ("/manifest.webmanifest", "application/manifest+json"),
        ("/favicon.ico", "image/png"),
    ])
    func assetIsServedWithItsType(path: String, contentType: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.get(path)
            #expect(response.status == .ok)
            #expect(response.header(.contentType) == contentType)
            #expect(response.body.readableBytes > 0)
        }
    }

    /// `/assets/sw.js` too: the service worker is only whole at `/sw.js`, with the lists the server writes into it.
    @Test(arguments: ["/assets/missing.js", "/assets/..%2FTemplates%2Flayout.mustache", "/assets/sw.js"])
    func unknownAssetIs404(path: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.get(path)
            #expect(response.status == .notFound)
        }
    }

    @Test func manifestMakesTheAppInstallable() async throws {
        try await ServerHarness().test { client in
            // when
            let manifest = try await client.get("/manifest.webmanifest").decode(WebManifest.self)
            // then
            #expect(manifest.startURL == "/")
            #expect(manifest.display == "standalone")
            #expect(!manifest.name.isEmpty && manifest.themeColor.hasPrefix("#"))
            // and its PNG icons exist at the sizes they claim
            for size in [192, 512] {
                let icon = try #require(manifest.icons.first { $0.sizes == "\(size)x\(size)" && $0.type == "image/png" })
                let png = try await client.get(icon.src)
                #expect(png.status == .ok)
                #expect(PNGSize(png.body) == PNGSize(width: size, height: size))
            }
        }
    }

    @Test(arguments: WebLanguageCase.both)
    func manifestNamesTheAppAndDescribesEverySystemInTheVisitorsLanguage(language: WebLanguageCase) async throws {
        try await ServerHarness().test { client in
            // given the systems the home page lists
            let home = try await client.get("/", cookie: language.cookie).text
            let systems = home.matches(
                of: /system-card" href="[^"]*"><img [^>]*>\n<span class="row-main"><span class="row-title">([^<]+)</
            )
            .map { String($0.output.1) }
            #expect(systems.count > 1)
            // when
            let manifest = try await client.get("/manifest.webmanifest", cookie: language.cookie).decode(WebManifest.self)
            // then
            #expect(manifest.name == "NextStop")
            #expect(manifest.lang == language.htmlLang)
            for system in systems { #expect(manifest.description.contains(system), "\(system)") }
        }
    }

    @Test func everySystemIsAShortcutWithAnIconOfItsOwn() async throws {
        try await ServerHarness().test { client in
            let manifest = try await client.get("/manifest.webmanifest").decode(WebManifest.self)
            #expect(Set(manifest.shortcuts.map(\.url)) == ["/hk", "/hk/mtr", "/caltrain", "/transit", "/bikes", "/ask"])
            let icons = manifest.shortcuts.compactMap(\.icons.first?.src)
            #expect(Set(icons).count == manifest.shortcuts.count)
            for icon in icons {
                let response = try await client.get(icon)
                #expect(response.status == .ok && response.header(.contentType) == "image/svg+xml", "\(icon)")
                #expect(response.text.hasPrefix("<svg"), "\(icon)")
            }
        }
    }

    @Test func serviceWorkerCachesOnlyWhatExists() async throws {
        try await BikesHarness(empty: true).test { client in
            // given the shell the service worker caches on install (one missing file would fail the install)
            let worker = try await client.get("/sw.js").text
            let list = try #require(worker.firstMatch(of: /const SHELL = (\[.*?\]);\n/)).output.1
            let shell = try JSONDecoder().decode([String].self, from: Data(list.utf8))
            // every system's part is in it: the bus tabs, the shared shell, Caltrain's, bikes' and Ask's assets
            for part in ["/hk/routes", "/", "/bikes/about", "/ask"] {
                #expect(shell.contains(part), "\(part)")
            }
            // assets at their versioned addresses, which the worker answers from its cache first
            for asset in ["/assets/app.css?v=", "/assets/page-caltrain.js?v="] {
                #expect(shell.contains { $0.hasPrefix(asset) }, "\(asset)")
            }
            #expect(!shell.contains { $0.hasPrefix("/assets/") && !$0.contains("?v=") })
            #expect(Set(shell).count == shell.count)
            // then every file is served
            for path in shell {
                let response = try await client.get(path)
                #expect(response.status == .ok, "\(path)")
            }
        }
    }

    /// Every import names its module's current version, which is then kept for good; none is left unversioned, or a
    /// page would load one module twice (once per address).
    @Test func everyModuleThePagesImportIsServedAtItsVersion() async throws {
        try await ServerHarness().test { client in
            let home = try await client.get("/hk/routes").text
            let script = try #require(home.firstMatch(of: /src="(\/assets\/page-routes\.js\?v=[0-9a-z]+)"/)).output.1
            var pending = [String(script.dropFirst("/assets/".count))]
            var seen: Set<String> = []
            while let module = pending.popLast() {
                guard seen.insert(module).inserted else { continue }
                let response = try await client.get("/assets/\(module)")
                try #require(response.status == .ok, "\(module)")
                #expect(response.header(.cacheControl) == "public, max-age=31536000, immutable", "\(module)")
                #expect(response.text.matches(of: /(from|import) '\.\/[a-z-]+\.js'/).isEmpty, "\(module)")
                pending += response.text.matches(of: /(?:from|import) '\.\/([a-z-]+\.js\?v=[0-9a-z]+)'/).map {
                    String($0.output.1)
                }
            }
            #expect(seen.contains { $0.hasPrefix("core.js?v=") } && seen.contains { $0.hasPrefix("app.js?v=") })
        }
    }

    @Test func anAssetAtItsVersionIsKeptForAYearAndAtAnyOtherAddressIsCheckedByItsTag() async throws {
        try await ServerHarness().test { client in
            let page = try await client.get("/hk/routes").text
            let address = try #require(page.firstMatch(of: /href="(\/assets\/app\.css\?v=([0-9a-z]+))"/))
            let versioned = try await client.get(String(address.output.1))
            #expect(versioned.header(.cacheControl) == "public, max-age=31536000, immutable")
            #expect(versioned.header(.eTag) == "\"\(address.output.2)\"")
            for plain in ["/assets/app.css", "/assets/app.css?v=old"] {
                let response = try await client.get(plain)
                #expect(response.status == .ok && response.header(.cacheControl) == "no-cache", "\(plain)")
                #expect(response.body == versioned.body)
            }
            let unchanged = try await client.execute(
                uri: "/assets/app.css", method: .get, headers: [.ifNoneMatch: "\"\(address.output.2)\""])
            #expect(unchanged.status == .notModified && unchanged.body.readableBytes == 0)
        }
    }
}
