import Foundation
import Hummingbird
import NextStopCore

/// A device's reminders: listing them as the reminders page shows them, adding one of a kind some system reads,
/// turning one on or off (or allowing it at night) and deleting it. Without a push sender every route answers 503.
struct RemindersController {
    let favourites: any FavouritesStore
    let sources: [any ReminderSource]
    let available: Bool
    let timeSource: any TimeSource
    private let phrases: [String: WebPhrases]

    init(favourites: any FavouritesStore, sources: [any ReminderSource], available: Bool, timeSource: any TimeSource) {
        self.favourites = favourites
        self.sources = sources
        self.available = available
        self.timeSource = timeSource
        phrases = Dictionary(sources.map { ($0.kind, WebPhrases(systems: [$0.phrases])) }) { first, _ in first }
    }

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.get("reminders") { request, context -> Response in
            try checkAvailable()
            let language = WebLanguage(request)
            let reminders = try await favourites.reminders(ofDevice: try context.session().tokenHash)
            return try .json(RemindersJSON(reminders: reminders.map { answer($0, in: language) }))
        }
        group.post("reminders") { request, context -> Response in
            try checkAvailable()
            let body = try await request.bodyData(context: context)
            let asked = try Request.decodeJSON(NewReminderRequestJSON.self, from: body)
            guard let source = sources.first(where: { $0.kind == asked.kind }) else {
                let kinds = sources.map(\.kind).joined(separator: ", ")
                throw APIError(.badRequest, "kind is one of: \(kinds).", field: "kind")
            }
            let reminder = try await favourites.addReminder(
                NewReminder(kind: source.kind, watch: try source.keptWatch(fromBody: body), atNight: asked.atNight ?? false),
                device: try context.session().tokenHash, at: timeSource.now())
            return try .json(answer(reminder, in: WebLanguage(request)), status: .created)
        }
        group.patch("reminders/{id}") { request, context -> Response in
            try checkAvailable()
            let change = try await request.decodeJSON(ReminderUpdateJSON.self, context: context)
            let reminder = try await favourites.updateReminder(
                try context.pathID(), enabled: change.enabled, atNight: change.atNight,
                device: try context.session().tokenHash)
            return try .json(answer(reminder, in: WebLanguage(request)))
        }
        group.delete("reminders/{id}") { _, context -> Response in
            try checkAvailable()
            try await favourites.deleteReminder(try context.pathID(), device: try context.session().tokenHash)
            return Response(status: .noContent)
        }
    }

    private func checkAvailable() throws {
        guard available else { throw APIError(.serviceUnavailable, "Notifications are off on this server.") }
    }

    private func answer(_ reminder: Reminder, in language: WebLanguage) -> ReminderJSON {
        let source = sources.first { $0.kind == reminder.kind }
        let book = phrases[reminder.kind]?.phrasebook(language)
        return ReminderJSON(
            reminder: reminder,
            description: book.flatMap { book in source?.describe(kept: reminder.watch, in: book) })
    }
}
