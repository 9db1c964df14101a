import Foundation
import WebPush

/// Who the server is to push services: its VAPID key (`NEXTSTOP_VAPID_KEY`, else `DATA/keys/vapid.key`, created with
/// mode 0600 on first use) and the contact it names (`NEXTSTOP_PUSH_CONTACT`).
struct PushIdentity {
    let key: VAPIDKey
    let contact: String

    init(data: DataOptions, environment: Environment = Environment()) throws {
        let configuration = try data.configuration(environment: environment)
        do {
            if let text = environment[.vapidKey] {
                key = try VAPIDKey(base64URL: text)
            } else {
                let file = configuration.dataDirectory.appendingPathComponent("keys", isDirectory: true)
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
}
