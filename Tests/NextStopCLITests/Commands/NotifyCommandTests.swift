import ArgumentParser
import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NextStopCore
import NextStopTestSupport
import Testing

@testable import NextStopCLI

/// `nextstop notify key` keeps one owner-only key in the data directory; `nextstop notify test` pushes to a push
/// service on loopback and says in one line when it is refused.
struct NotifyCommandTests {
    private let browserKey = P256.KeyAgreement.PrivateKey().publicKey.x963Representation.base64URLEncodedString()
    private let auth = Data(count: 16).base64URLEncodedString()

    private func run(_ arguments: [String]) async throws {
        var command = try #require(try NextStopCommand.parseAsRoot(["notify"] + arguments) as? any AsyncParsableCommand)
        try await command.run()
    }

    /// Runs `body` with a push service on loopback that answers every push with `status`.
    private func withPushService(answering status: Int, _ body: @Sendable @escaping (URL) async throws -> Void)
        async throws
    {
        let router = Router()
        router.post("push/:id") { _, _ in Response(status: HTTPResponse.Status(code: status)) }
        try await Application(router: router).test(.live) { client in
            try await body(URL(string: "http://127.0.0.1:\(client.port!)/push/1")!)
        }
    }

    @Test func theKeyIsMadeOnceOwnerOnlyAndKept() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }

        try await run(["key", "--data", folder.url.path])
        let first = try PushIdentity(dataDirectory: folder.url).key.publicKey
        try await run(["key", "--data", folder.url.path])
        let file = folder.url.appendingPathComponent("keys/vapid.key")

        #expect(try PushIdentity(dataDirectory: folder.url).key.publicKey == first)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
    }

    @Test(arguments: [(201, nil), (410, "the push service no longer knows this subscription (404 or 410)")])
    func aTestPushSaysWhatThePushServiceAnswered(status: Int, refusal: String?) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (key, auth, data) = (browserKey, auth, folder.url.path)
        try await withPushService(answering: status) { endpoint in
            let arguments = [
                "test", "--endpoint", endpoint.absoluteString, "--p256dh", key, "--auth", auth, "--data", data,
            ]
            if let refusal {
                await #expect(throws: CLIError(refusal)) { try await run(arguments) }
            } else {
                try await run(arguments)
            }
        }
    }

    @Test func aSubscriptionThatCannotBeReadIsOneLineNamingItsFlag() async throws {
        await #expect(throws: CLIError("--p256dh: keys.p256dh is an uncompressed P-256 point in base64url.")) {
            try await run(["test", "--endpoint", "https://push.example.net/1", "--p256dh", "AAAA", "--auth", auth])
        }
    }

    @Test func aDevicesSubscriptionsAreListedByPushServiceAndLanguage() {
        let subscriptions = ["fcm.googleapis.com/fcm/send/a", "updates.push.services.mozilla.com/wpush/v2/b"].map {
            DevicePushSubscription(endpoint: "https://\($0)", p256dh: "", auth: "", language: "tc")
        }

        #expect(
            NotifyListCommand.lines(subscriptions) == [
                "fcm.googleapis.com  tc", "updates.push.services.mozilla.com  tc",
            ])
        #expect(NotifyListCommand.lines([DevicePushSubscription]()) == ["no push subscriptions for this device"])
    }

    @Test func aDevicesRemindersAreListedWithWhatTheyWatch() {
        let created = Date(timeIntervalSince1970: 1_790_000_000)
        let reminders = [
            Reminder(
                id: Reminder.ID(3), kind: "bus-arrival", watch: #"{"minutes":5,"route":"1A","stop":"S1"}"#, enabled: true,
                atNight: false,
                createdAt: created),
            Reminder(id: Reminder.ID(4), kind: "hk-warnings", watch: "{}", enabled: false, atNight: true, createdAt: created),
        ]

        #expect(
            NotifyListCommand.lines(reminders) == [
                #"reminder 3  bus-arrival  on  {"minutes":5,"route":"1A","stop":"S1"}"#,
                "reminder 4  hk-warnings  off  at night  {}",
            ])
        #expect(NotifyListCommand.lines([Reminder]()) == ["no reminders for this device"])
    }

    @Test func listingWithoutADeviceTokenIsOneLine() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        await #expect(
            throws: CLIError("give a device token with --device or $NEXTSTOP_DEVICE_TOKEN (16 to 128 base64url characters)")
        ) {
            try await run(["list", "--data", folder.url.path, "--device", "no"])
        }
    }
}
