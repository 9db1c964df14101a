import Foundation
import NextStopCore
import WebPush

/// `GET /api/v1/push/key`: the key browsers subscribe with.
struct PushKeyJSON: JSONWritable {
    let publicKey: String

    func write(to writer: inout JSONWriter) {
        writer.object { object in object.member("public_key", publicKey) }
    }
}

/// `POST /api/v1/push/subscriptions`: the browser's `PushSubscription.toJSON()` and the language to write in.
struct PushSubscriptionRequestJSON: Decodable {
    struct Keys: Decodable {
        var p256dh: String
        var auth: String
    }

    var endpoint: String
    var keys: Keys
    var lang: String?

    /// The subscription to keep, once its endpoint and keys are checked as a push would use them.
    func checked() throws -> DevicePushSubscription {
        guard let url = URL(string: endpoint) else {
            throw APIError(.badRequest, "endpoint is not a URL.", field: "endpoint")
        }
        do {
            _ = try PushSubscription(endpoint: url, p256dh: keys.p256dh, auth: keys.auth)
        } catch .invalid(let field, let reason) {
            throw APIError(.badRequest, reason, field: field)
        }
        return DevicePushSubscription(endpoint: endpoint, p256dh: keys.p256dh, auth: keys.auth, language: lang ?? "en")
    }
}

/// `POST /api/v1/push/test`: how many of the device's subscriptions took the test notification.
struct PushTestJSON: JSONWritable {
    var delivered = 0
    var failed = 0
    var gone = 0

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("delivered", delivered)
            object.member("failed", failed)
            object.member("gone", gone)
        }
    }
}

extension NotificationPayload {
    /// The test notification, in `language` (`en`, `tc` or `sc`).
    static func test(in language: String) -> NotificationPayload {
        let text = LocalizedText(
            en: "Notifications work on this device.", tc: "這部裝置可以收到通知。", sc: "这部装置可以收到通知。")
        return NotificationPayload(
            title: "NextStop", body: text[Language(rawValue: language) ?? .english], url: "/settings", tag: "test")
    }
}
