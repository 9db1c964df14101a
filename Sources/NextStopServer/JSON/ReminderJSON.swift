import Foundation
import NextStopCore

/// A reminder as the API answers it: what it watches, whether it is on, and how the reminders page shows it (in the
/// asker's language; no title when its subject is gone from the data).
struct ReminderJSON: JSONWritable {
    let reminder: Reminder
    let description: ReminderDescription?

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("at_night", reminder.atNight)
            object.member("created_at", reminder.createdAt)
            object.member("detail", ifPresent: description?.detail)
            object.member("enabled", reminder.enabled)
            object.member("id", reminder.id.rawValue)
            object.member("kind", reminder.kind)
            object.member("title", ifPresent: description?.title)
            object.member("url", ifPresent: description?.url)
            object.member("watch", RawJSON(reminder.watch))
        }
    }
}

/// `GET /api/v1/reminders`: the device's reminders, oldest first.
struct RemindersJSON: JSONWritable {
    let reminders: [ReminderJSON]

    func write(to writer: inout JSONWriter) {
        writer.object { object in object.member("reminders", reminders) }
    }
}

/// What `POST /api/v1/reminders` names before its watch is read by the kind's system.
struct NewReminderRequestJSON: Decodable {
    var kind: String
    var atNight: Bool?

    enum CodingKeys: String, CodingKey {
        case kind
        case atNight = "at_night"
    }
}

/// `PATCH /api/v1/reminders/{id}`: what changes; an absent member stays as it is.
struct ReminderUpdateJSON: Decodable {
    var enabled: Bool?
    var atNight: Bool?

    enum CodingKeys: String, CodingKey {
        case enabled
        case atNight = "at_night"
    }
}
