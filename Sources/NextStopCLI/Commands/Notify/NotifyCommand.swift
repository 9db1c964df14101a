import ArgumentParser
import Foundation
import LiveTransport
import NextStopCore
import WebPush

/// `nextstop notify`: the server's Web Push identity, a device's subscriptions and a test push to one browser.
struct NotifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify",
        abstract: "Web Push: the server's VAPID public key, a device's subscriptions, a test notification.",
        subcommands: [NotifyKeyCommand.self, NotifyListCommand.self, NotifyTestCommand.self])
}

/// `nextstop notify list`: what a device keeps in the data directory's store, one a line: its push subscriptions (the
/// push service's host and the language notifications are written in; the endpoint itself is not printed), then its
/// reminders (id, kind, on or off, at night or not, and what it watches).
struct NotifyListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List a device's push subscriptions and reminders.")

    @OptionGroup var device: DeviceFavouritesOptions

    func run() async throws {
        let (store, hash) = try device.store()
        let lines =
            Self.lines(try await store.pushSubscriptions(ofDevice: hash)) + Self.lines(try await store.reminders(ofDevice: hash))
        for line in lines { Console.line(line) }
    }

    /// `reminder 3  bus-arrival  on  {"minutes":5,…}`, one per reminder (`off`, `at night` as they are), or a line
    /// saying there is none.
    static func lines(_ reminders: [Reminder]) -> [String] {
        guard !reminders.isEmpty else { return ["no reminders for this device"] }
        return reminders.map { reminder in
            let state = [reminder.enabled ? "on" : "off", reminder.atNight ? "at night" : nil].compactMap { $0 }
            return (["reminder \(reminder.id)", reminder.kind] + state + [reminder.watch]).joined(separator: "  ")
        }
    }

    /// `fcm.googleapis.com  en`, one per subscription, or a line saying there is none.
    static func lines(_ subscriptions: [DevicePushSubscription]) -> [String] {
        guard !subscriptions.isEmpty else { return ["no push subscriptions for this device"] }
        return subscriptions.map { "\(URL(string: $0.endpoint)?.host ?? "?")  \($0.language)" }
    }
}

/// `nextstop notify key`: the public key browsers subscribe with (`applicationServerKey`).
struct NotifyKeyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "key",
        abstract: "Print the server's VAPID public key, creating DATA/keys/vapid.key (mode 0600) on first use.")

    @OptionGroup var dataOptions: DataOptions

    func run() async throws {
        Console.line(try PushIdentity(dataDirectory: try dataOptions.configuration().dataDirectory).key.publicKey)
    }
}

/// `nextstop notify test`: one push to the browser of a subscription, as the server would send it; exits non-zero
/// when the push service refuses it or the subscription is gone.
struct NotifyTestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test", abstract: "Send a test notification to one browser's push subscription.")

    @Option(help: "The subscription's endpoint (an https URL).")
    var endpoint: String

    @Option(help: "The subscription's keys.p256dh (base64url).")
    var p256dh: String

    @Option(help: "The subscription's keys.auth (base64url).")
    var auth: String

    @Option(help: "The notification's text.")
    var message = "NextStop test notification"

    @Option(help: "Seconds the push service keeps it for a browser that is offline.")
    var ttl = 60

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        guard (0...2_419_200).contains(ttl) else { throw ValidationError("--ttl must be between 0 and 2419200 (28 days)") }
    }

    func run() async throws {
        guard let url = URL(string: endpoint) else { throw CLIError("--endpoint: not a URL") }
        let subscription: PushSubscription
        do {
            subscription = try PushSubscription(endpoint: url, p256dh: p256dh, auth: auth)
        } catch .invalid(let field, let reason) {
            throw CLIError("--\(field): \(reason)")
        }
        let identity = try PushIdentity(dataDirectory: try dataOptions.configuration().dataDirectory)
        let payload = try APIJSON.encode(NotificationPayload(title: "NextStop", body: message, url: "/", tag: "test"))
        let sender = identity.sender(transport: AsyncHTTPTransport())
        switch try await sender.send(PushMessage(payload: Data(payload), timeToLive: ttl), to: subscription) {
        case .delivered: Console.line("delivered to \(url.host ?? endpoint)")
        case .gone: throw CLIError("the push service no longer knows this subscription (404 or 410)")
        case .failed(let status):
            throw CLIError("the push service did not take it (\(status.map { "HTTP \($0)" } ?? "no answer"))")
        }
    }
}
