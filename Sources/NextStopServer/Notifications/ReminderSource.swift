import Foundation
import NextStopCore
import WebPush

/// What a system does for the reminders of one kind: checks what a rider asks to watch, describes a kept reminder on
/// the reminders page, and finds which reminders are due from what the system already polls, so that adding
/// reminders adds no upstream request beyond the stops, trains and docks they watch.
protocol ReminderSource: Sendable {
    /// What one reminder watches, as the API and the store carry it (`Reminder.watch`).
    associatedtype Watch: Codable & Sendable

    /// The kind of reminder it reads (`Reminder.kind`).
    var kind: String { get }
    /// The time zone whose night (23:00–07:00) holds its reminders back.
    var timeZone: TimeZone { get }
    /// The phrases its notifications and descriptions are written with.
    var phrases: PhraseTable { get }
    /// `watch` as it is kept, once checked against what the system knows; an `APIError` (400) when it cannot be.
    func checked(_ watch: Watch) throws -> Watch
    /// A kept reminder's line on the reminders page; nil for one whose subject is gone from the data.
    func describe(_ watch: Watch, in phrases: Phrasebook) -> ReminderDescription?
    /// The events due now among `reminders`, and the events that ended, which may be notified again.
    func findings(for reminders: [(reminder: WatchedReminder, watch: Watch)], at now: Date) async -> ReminderFindings
}

/// A reminder as the reminders page lists it: what it watches and the page it opens.
struct ReminderDescription: Sendable, Hashable {
    var title: String
    var detail: String
    var url: String
}

/// Something a reminder is to be told of, once.
struct ReminderEvent: Sendable {
    var reminder: Reminder.ID
    /// Names the event among the reminder's: the same key is never notified twice.
    var key: String
    /// Sent at night and beyond the daily cap: a tropical cyclone signal No. 8 or higher.
    var urgent = false
    /// The reminder was for once: it turns itself off when this is sent.
    var finishes = false
    /// How long a push service keeps the message for a phone that is offline: past it, it is no news.
    var timeToLive: Int
    /// The notification in the rider's language.
    var message: @Sendable (Phrasebook) -> NotificationPayload
}

/// What a source found among the reminders it was given.
struct ReminderFindings: Sendable {
    var due: [ReminderEvent] = []
    /// Events that are over, by reminder (a dock that filled again): when they happen again they are news again.
    var ended: [(reminder: Reminder.ID, key: String)] = []
}

/// How watches are written: snake_case keys, sorted, so that one watch is always kept as the same text.
enum ReminderWatchCoding {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}

/// The body of `POST /api/v1/reminders` as one source reads it.
private struct ReminderBody<Watch: Decodable>: Decodable {
    var watch: Watch
}

extension ReminderSource {
    /// The watch of a request's body (`{"kind": …, "watch": {…}}`), checked and written as it is kept.
    func keptWatch(fromBody body: Data) throws -> String {
        let watch: Watch
        do {
            watch = try ReminderWatchCoding.decoder().decode(ReminderBody<Watch>.self, from: body).watch
        } catch {
            throw APIError(.badRequest, "watch does not describe a \(kind) reminder: \(Self.reason(error))", field: "watch")
        }
        let data = try ReminderWatchCoding.encoder().encode(try checked(watch))
        return String(decoding: data, as: UTF8.self)
    }

    /// A kept reminder's description; nil for a watch this version cannot read or whose subject is gone.
    func describe(kept watch: String, in phrases: Phrasebook) -> ReminderDescription? {
        decoded(watch).flatMap { describe($0, in: phrases) }
    }

    /// The findings among kept reminders; one whose watch cannot be read is passed over.
    func findings(for reminders: [WatchedReminder], at now: Date) async -> ReminderFindings {
        await findings(for: reminders.compactMap { reminder in decoded(reminder.reminder.watch).map { (reminder, $0) } }, at: now)
    }

    private func decoded(_ watch: String) -> Watch? {
        try? ReminderWatchCoding.decoder().decode(Watch.self, from: Data(watch.utf8))
    }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "\(key.stringValue) is missing."
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")) is not of the right type."
        default: "it is not JSON."
        }
    }
}
