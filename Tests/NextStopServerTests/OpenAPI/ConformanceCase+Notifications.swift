import Foundation
import HummingbirdTesting
import Testing

extension ConformanceCase {
    /// A browser's subscription, with RFC 8291's example keys.
    static let pushEndpoint = "https://push.example.net/send/conformance"
    static let pushSubscription = #"""
        {"endpoint":"https://push.example.net/send/conformance","keys":{"p256dh":"BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4","auth":"BTBZMqHH6r4Tts7J_aSIgg"},"lang":"en"}
        """#

    /// The key browsers subscribe with, keeping and dropping a subscription, and a test notification.
    static let notifications = [
        ConformanceCase(.get, "/api/v1/push/key", as: .alice, expect: .ok),
        ConformanceCase(.get, "/api/v1/push/key", as: .malformed, expect: .badRequest),
        ConformanceCase(.get, "/api/v1/push/key", as: .alice, in: .notificationsOff, expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/push/key"),
        ConformanceCase(.post, "/api/v1/push/subscriptions", .json(pushSubscription), as: .bob, expect: .noContent),
        ConformanceCase(
            .post, "/api/v1/push/subscriptions", .json(#"{"endpoint":"ftp://x","keys":{"p256dh":"B","auth":"A"}}"#),
            as: .bob, expect: .badRequest),
        ConformanceCase(
            .post, "/api/v1/push/subscriptions", .json(pushSubscription), as: .alice, in: .pushFull, expect: .conflict),
        ConformanceCase(
            .post, "/api/v1/push/subscriptions", .json(pushSubscription), as: .bob, in: .notificationsOff,
            expect: .serviceUnavailable),
        .oversized(.post, "/api/v1/push/subscriptions"),
        .rateLimited(.post, "/api/v1/push/subscriptions"),
        ConformanceCase(
            .delete, "/api/v1/push/subscriptions?endpoint=\(pushEndpoint)", as: .alice, in: .pushSubscribed,
            expect: .noContent),
        ConformanceCase(.delete, "/api/v1/push/subscriptions?endpoint=\(pushEndpoint)", as: .bob, expect: .notFound),
        ConformanceCase(.delete, "/api/v1/push/subscriptions", as: .alice, expect: .badRequest),
        .rateLimited(.delete, "/api/v1/push/subscriptions?endpoint=\(pushEndpoint)"),
        ConformanceCase(.post, "/api/v1/push/test", as: .alice, in: .pushSubscribed, expect: .ok),
        ConformanceCase(.post, "/api/v1/push/test", as: .bob, expect: .notFound),
        ConformanceCase(.post, "/api/v1/push/test", as: .malformed, expect: .badRequest),
        ConformanceCase(.post, "/api/v1/push/test", as: .alice, in: .notificationsOff, expect: .serviceUnavailable),
        .rateLimited(.post, "/api/v1/push/test"),
    ]

    static let busReminder = #"{"kind":"bus-arrival","watch":{"stop":"\#(ServerHarness.kmbStop)","route":"1","minutes":5}}"#

    static let reminders = [
        ConformanceCase(.get, "/api/v1/reminders", as: .alice, in: .reminderKept, expect: .ok),
        ConformanceCase(.get, "/api/v1/reminders", as: .alice, in: .notificationsOff, expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/reminders"),
        ConformanceCase(.post, "/api/v1/reminders", .json(busReminder), as: .bob, expect: .created),
        ConformanceCase(.post, "/api/v1/reminders", .json(#"{"kind":"hk-warnings","watch":{}}"#), as: .alice, expect: .created),
        ConformanceCase(.post, "/api/v1/reminders", .json(#"{"kind":"ferry","watch":{}}"#), as: .alice, expect: .badRequest),
        ConformanceCase(
            .post, "/api/v1/reminders", .json(busReminder.replacingOccurrences(of: #""route":"1""#, with: #""route":"999X""#)),
            as: .alice, expect: .badRequest),
        ConformanceCase(
            .post, "/api/v1/reminders", .json(busReminder), as: .alice, in: .notificationsOff, expect: .serviceUnavailable),
        .oversized(.post, "/api/v1/reminders"),
        .rateLimited(.post, "/api/v1/reminders"),
        ConformanceCase(
            .patch, "/api/v1/reminders/{alice.reminder}", .json(#"{"enabled":false}"#), as: .alice, in: .reminderKept,
            expect: .ok),
        ConformanceCase(
            .patch, "/api/v1/reminders/{alice.reminder}", .json(#"{"enabled":false}"#), as: .bob, in: .reminderKept,
            expect: .notFound),
        ConformanceCase(.patch, "/api/v1/reminders/x", .json(#"{"enabled":false}"#), as: .alice, expect: .badRequest),
        ConformanceCase(
            .patch, "/api/v1/reminders/{alice.reminder}", .json(#"{"enabled":false}"#), as: .alice, in: .notificationsOff,
            expect: .serviceUnavailable),
        .oversized(.patch, "/api/v1/reminders/{alice.reminder}"),
        .rateLimited(.patch, "/api/v1/reminders/{alice.reminder}"),
        ConformanceCase(.delete, "/api/v1/reminders/{alice.reminder}", as: .alice, in: .reminderKept, expect: .noContent),
        ConformanceCase(.delete, "/api/v1/reminders/{alice.reminder}", as: .bob, in: .reminderKept, expect: .notFound),
        ConformanceCase(.delete, "/api/v1/reminders/x", as: .alice, expect: .badRequest),
        ConformanceCase(.delete, "/api/v1/reminders/1", as: .alice, in: .notificationsOff, expect: .serviceUnavailable),
        .rateLimited(.delete, "/api/v1/reminders/{alice.reminder}"),
    ]

    /// Keeps Alice's reminder of Hong Kong's weather warnings and names it `{alice.reminder}`.
    static func keepAlicesReminder(in world: ConformanceWorld, client: some TestClientProtocol) async throws
        -> ConformanceWorld
    {
        let kept = try await client.send(
            .post, "/api/v1/reminders", json: #"{"kind":"hk-warnings","watch":{}}"#, as: .alice)
        let id = try #require(try jsonObject(kept)["id"] as? Int)
        return ConformanceWorld(values: world.values.merging(["{alice.reminder}": String(id)]) { _, new in new })
    }
}
