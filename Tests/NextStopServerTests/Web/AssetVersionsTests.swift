import Testing

@testable import NextStopServer

/// Versions of the web app's files: a module's imports name the versions they import, so a change anywhere below a
/// page gives the page's module a new version too.
@Suite struct AssetVersionsTests {
    private func assets(_ files: [String: String]) -> [String: WebResources.Asset] {
        AssetVersions(files: files.mapValues { Array($0.utf8) }).assets
    }

    private func text(_ asset: WebResources.Asset?) -> String { asset.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "" }

    @Test func importsNameTheVersionTheyImport() throws {
        let served = assets([
            "page.js": "import './app.js';\nimport { t } from './core.js';\nconst note = 'not ./core.js';\n",
            "app.js": "import { t } from './core.js';\n", "core.js": "export const t = 1;\n", "app.css": "a { }\n",
        ])
        let core = try #require(served["core.js"]).version
        let app = try #require(served["app.js"]).version
        #expect(
            text(served["page.js"])
                == "import './app.js?v=\(app)';\nimport { t } from './core.js?v=\(core)';\nconst note = 'not ./core.js';\n")
        #expect(text(served["app.css"]) == "a { }\n")
        #expect(served["app.css"]?.contentType == "text/css; charset=utf-8")
    }

    @Test func aChangeBelowAPageGivesThePageANewVersion() {
        let before = assets([
            "page.js": "import './app.js';\n", "app.js": "import './core.js';\n", "core.js": "1\n", "x.css": "b\n",
        ])
        let after = assets([
            "page.js": "import './app.js';\n", "app.js": "import './core.js';\n", "core.js": "2\n", "x.css": "b\n",
        ])
        for name in ["page.js", "app.js", "core.js"] { #expect(before[name]?.version != after[name]?.version, "\(name)") }
        #expect(before["x.css"]?.version == after["x.css"]?.version)
    }

    @Test func anImportCycleKeepsAPlainAddressRatherThanLooping() {
        let served = assets(["a.js": "import './b.js';\n", "b.js": "import './a.js';\n"])
        #expect(served.count == 2)
        #expect(text(served["a.js"]).hasPrefix("import './b.js?v="))
        #expect(text(served["b.js"]) == "import './a.js';\n")
    }

    /// Every module the server bundles, not only those a page reaches: none is left importing a plain address.
    @Test func noBundledModuleImportsAnUnversionedAddress() throws {
        let modules = WebResources.templateAddresses.values.filter { $0.contains(".js?v=") }
        #expect(modules.count > 30)
        for address in modules {
            let name = String(address.dropFirst("/assets/".count).prefix { $0 != "?" })
            let text = String(decoding: try #require(WebResources.asset(named: name)).bytes, as: UTF8.self)
            #expect(text.matches(of: /(from|import) '\.\/[a-z-]+\.js'/).isEmpty, "\(name)")
        }
    }
}
