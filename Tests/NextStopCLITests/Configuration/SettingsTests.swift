import Foundation
import NextStopTestSupport
import Testing

@testable import NextStopCLI

/// One catalogue of settings, read from the environment over an optional settings file, shown by `nextstop config`
/// with secrets redacted.
struct SettingsTests {
    private func file(_ text: String, mode: Int, in folder: TemporaryDirectory) throws -> String {
        let path = folder.url.appendingPathComponent("nextstop.env").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: NSNumber(value: mode)], ofItemAtPath: path)
        return path
    }

    @Test func everySettingIsCataloguedOnceWithAWordForItsAbsence() {
        let variables = Setting.all.map(\.variable)
        #expect(Set(variables).count == variables.count)
        #expect(variables.allSatisfy { $0.hasPrefix("NEXTSTOP_") })
        #expect(Setting.all.allSatisfy { !$0.summary.isEmpty && !$0.fallback.isEmpty })
        #expect(
            Setting.all.filter(\.isSecret).map(\.variable).sorted() == [
                "NEXTSTOP_511_KEY", "NEXTSTOP_AGENCY_KEYS", "NEXTSTOP_DATABASE_URL", "NEXTSTOP_DEVICE_TOKEN",
                "NEXTSTOP_SIGNING_KEY",
                "NEXTSTOP_TFL_APP_KEY", "NEXTSTOP_TICKETMASTER_KEY", "NEXTSTOP_VAPID_KEY",
            ])
    }

    @Test func theEnvironmentWinsOverTheSettingsFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try file("# a comment\n\nNEXTSTOP_PORT = 9090\nNEXTSTOP_HOST=0.0.0.0\n", mode: 0o644, in: folder)
        let environment = Environment(["NEXTSTOP_PORT": "8081"], file: try SettingsFile.values(at: path))

        #expect(environment[.port] == "8081" && environment.source(of: .port) == .environment)
        #expect(environment[.host] == "0.0.0.0" && environment.source(of: .host) == .file)
        #expect(environment[.data] == nil && environment.source(of: .data) == .unset)
        let same = Environment(["NEXTSTOP_HOST": "0.0.0.0"], file: ["NEXTSTOP_HOST": "0.0.0.0"])
        #expect(same.source(of: .host) == .environment)
    }

    @Test func aSettingsFileWithAnUnknownNameOrAnOpenSecretIsRefusedInOneLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let typo = try file("NEXTSTOP_PROT=9090\n", mode: 0o600, in: folder)
        #expect(throws: CLIError("NEXTSTOP_SETTINGS_FILE: \(typo) line 1 is not NAME=value with a NEXTSTOP_ setting's name")) {
            try SettingsFile.values(at: typo)
        }
        let secret = try file("NEXTSTOP_511_KEY=abc\n", mode: 0o644, in: folder)
        #expect(
            throws: CLIError(
                "NEXTSTOP_SETTINGS_FILE: \(secret) holds a secret, so it must be readable by its owner only (chmod 600 \(secret))"
            )
        ) {
            try SettingsFile.values(at: secret)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: secret)
        #expect(try SettingsFile.values(at: secret) == ["NEXTSTOP_511_KEY": "abc"])
    }

    @Test func configShowsValuesAndSourcesAndNeverASecret() throws {
        let environment = Environment(
            ["NEXTSTOP_511_KEY": "very-secret-key", "NEXTSTOP_DATABASE_URL": "postgres://u:pw@db/x"],
            file: ["NEXTSTOP_PORT": "9090"])

        let text = ConfigCommand.text(environment)
        let json = try JSONOutput.text(EffectiveSettingsJSON(environment: environment))

        for shown in [text, json] {
            #expect(!shown.contains("very-secret-key") && !shown.contains("pw@db"))
            #expect(shown.contains("<redacted>"))
        }
        #expect(text.contains("NEXTSTOP_PORT") && text.contains("9090 (file)"))
        #expect(text.contains("unset: 127.0.0.1"))
        let settings = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["settings"] as? [[String: Any]])
        let port = try #require(settings.first { $0["variable"] as? String == "NEXTSTOP_PORT" })
        #expect(port["value"] as? String == "9090" && port["source"] as? String == "file")
        #expect(settings.count == Setting.all.count)
    }

    @Test func theSettingsPageListsEverySetting() {
        let page = ConfigCommand.markdown()
        #expect(Setting.all.allSatisfy { page.contains("`\($0.variable)`") })
    }
}
