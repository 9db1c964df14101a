import Foundation
import NextStopTestSupport
import Providers
import Testing

@testable import NextStopCLI

/// Where TfL is, its optional app key, and the bikes commands' arguments.
struct TfLSettingsTests {
    @Test func theTfLURLComesFromTheFlagThenTheEnvironmentThenTheDefault() throws {
        let environment = Environment(["NEXTSTOP_TFL_URL": "http://127.0.0.1:8081"])
        let flag = { URLFlag(setting: .tflURL, value: $0, name: "--tfl-url") }
        #expect(try UpstreamURLs(environment: Environment([:]))[.tflURL].absoluteString == "https://api.tfl.gov.uk")
        #expect(try UpstreamURLs(environment: environment)[.tflURL].absoluteString == "http://127.0.0.1:8081")
        #expect(
            try UpstreamURLs(environment: environment, flags: [flag("http://tfl.test")])[.tflURL].absoluteString
                == "http://tfl.test")
        #expect(throws: CLIError("--tfl-url must be an http(s) URL, got \"tfl\"")) {
            try UpstreamURLs(environment: environment, flags: [flag("tfl")])
        }
    }

    @Test func theAppKeyComesFromTheEnvironmentAndIsNeverPrinted() throws {
        let key = try #require(try APIKeySetting.tfl.key(environment: Environment(["NEXTSTOP_TFL_APP_KEY": "k3y-value"])))
        #expect(key == APIKey("k3y-value"))
        #expect(!"\(key)".contains("k3y-value"))
        #expect(try APIKeySetting.tfl.key(environment: Environment([:])) == nil)
    }

    @Test func aKeyFileMustBeReadableByItsOwnerOnly() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("tfl-key")
        try Data("file-key\n".utf8).write(to: file)
        let environment = Environment(["NEXTSTOP_TFL_APP_KEY_FILE": file.path])
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(
            throws: CLIError(
                "NEXTSTOP_TFL_APP_KEY_FILE: \(file.path) has mode 644; a key file must be readable by its owner alone (chmod 600 \(file.path))"
            )
        ) {
            try APIKeySetting.tfl.key(environment: environment)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try APIKeySetting.tfl.key(environment: environment) == APIKey("file-key"))
    }

    @Test func londonsNegativeLongitudesAreReadAsValues() throws {
        let command = try BikesNearCommand.parse(["--lat", "51.508", "--lon", "-0.12", "--limit", "3"])
        #expect(command.lon == -0.12 && command.limit == 3)
    }
}
