import Foundation
import NextStopCore
import WebPush

/// Who the server is to push services: its VAPID key (`NEXTSTOP_VAPID_KEY`, else `DATA/keys/vapid.key`, created with
/// mode 0600 on first use) and the contact it names (`NEXTSTOP_PUSH_CONTACT`). Browsers subscribe to one key, so every
/// server of a cluster is given the same one.
struct PushIdentity {
    let key: VAPIDKey
    let contact: String

    init(dataDirectory: URL, environment: Environment = Environment()) throws {
        do {
            if let text = environment[.vapidKey] {
                key = try VAPIDKey(base64URL: text)
            } else {
                let file = dataDirectory.appendingPathComponent("keys", isDirectory: true)
                    .appendingPathComponent("vapid.key")
                let (key, created) = try VAPIDKey.loadOrCreate(at: file)
                if created { Console.error("created the VAPID key \(file.path) (mode 0600)") }
                self.key = key
            }
        } catch {
            throw CLIError("VAPID key: \(error)")
        }
        contact = environment[.pushContact] ?? Setting.pushContact.fallback
        guard contact.hasPrefix("mailto:") || contact.hasPrefix("https:") else {
            throw CLIError("\(Setting.pushContact.variable): a contact is a mailto: or https: URI")
        }
    }

    /// A sender of notifications as this server, over `transport`.
    func sender(transport: any HTTPTransport) -> PushSender {
        PushSender(key: key, subject: contact, transport: transport, time: SystemTimeSource())
    }
}
