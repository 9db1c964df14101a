import Foundation
import NextStopTestSupport
import Providers
import Testing

@testable import NextStopCLI

/// Keys come from the environment or a file only its owner may read; no error or description ever shows one.
@Suite final class APIKeySettingTests {
    private static let secret = "k3y-that-must-not-leak"
    private let folder: TemporaryDirectory

    init() throws { folder = try TemporaryDirectory(prefix: "nextstop-keys") }

    deinit { folder.remove() }

    private func keyFile(mode: Int16) throws -> String {
        let path = folder.url.appendingPathComponent("511-key").path
        try Data("\(Self.secret)\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: NSNumber(value: mode)], ofItemAtPath: path)
        return path
    }

    @Test func theVariableWinsAndIsTrimmed() throws {
        let environment = Environment(["NEXTSTOP_511_KEY": " \(Self.secret) ", "NEXTSTOP_511_KEY_FILE": "/nonexistent"])
        let key = try #require(try APIKeySetting.fiveOneOne.key(environment: environment))
        #expect(key == APIKey(Self.secret))
        #expect("\(key)" == "<redacted>")
    }

    @Test(arguments: [0o600, 0o400])
    func aFileOnlyItsOwnerMayReadIsRead(mode: Int) throws {
        let path = try keyFile(mode: Int16(mode))
        let key = try APIKeySetting.fiveOneOne.key(environment: Environment(["NEXTSTOP_511_KEY_FILE": path]))
        #expect(key == APIKey(Self.secret))
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o660])
    func aFileItsGroupOrOthersMayReadIsRefusedWithoutShowingTheKey(mode: Int) throws {
        let path = try keyFile(mode: Int16(mode))
        do {
            _ = try APIKeySetting.fiveOneOne.key(environment: Environment(["NEXTSTOP_511_KEY_FILE": path]))
            Issue.record("mode \(String(mode, radix: 8)) was accepted")
        } catch {
            let message = "\(error)"
            #expect(message.contains("chmod 600"))
            #expect(message.contains(path))
            #expect(!message.contains(Self.secret))
        }
    }

    @Test func noVariableMeansNoKey() throws {
        #expect(try APIKeySetting.fiveOneOne.key(environment: Environment([:])) == nil)
        #expect(try APIKeySetting.ticketmaster.key(environment: Environment([:])) == nil)
    }

    @Test func theLiveUpstreamsFollowTheEnvironment() throws {
        let environment = Environment([
            "NEXTSTOP_511_URL": "http://511.test/transit", "NEXTSTOP_OPENMETEO_URL": "http://meteo.test/v1",
            "NEXTSTOP_TICKETMASTER_URL": "not a url",
        ])
        #expect(throws: CLIError.self) { try UpstreamURLs(environment: environment) }
        let urls = try UpstreamURLs(environment: Environment(["NEXTSTOP_511_URL": "http://511.test/transit"]))
        #expect(urls[.fiveOneOneURL].absoluteString == "http://511.test/transit")
        #expect(urls[.openMeteoURL] == OpenMeteoEndpoint.defaultBaseURL)
    }
}
