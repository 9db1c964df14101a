import Foundation

/// What a question asks: its intent and slots, resolved against the conversation so far.
public struct Reading: Sendable, Hashable {
    public var question: QuestionText
    public var intent: Intent
    public var slots: Slots

    public init(question: QuestionText, intent: Intent, slots: Slots) {
        self.question = question
        self.intent = intent
        self.slots = slots
    }
}

/// Reads questions by their words: deterministic, offline, no model.
public enum QuestionReader {
    /// Reads `question`, asked at `now`. A question with no intent of its own but a slot (a day, a place) is a
    /// follow-up when `conversation` is still open: it keeps the last intent and replaces only the slot it names.
    public static func read(_ question: QuestionText, conversation: Conversation?, now: Date) -> Reading {
        let today = CalendarDay(now)
        let context = conversation?.isOpen(at: now) == true ? conversation : nil
        let phrase = DatePhrase.find(in: question)
        let date = phrase?.resolve(today: today, previous: context?.slots.date ?? context.map { _ in today })
        var named = Slots(date: date, place: TemperatureStations.find(in: question))
        let cued = IntentCues.intent(of: question)
        if cued == .warnings, question.containsAny(IntentCues.rainstorm) { named.warning = "rainstorm" }

        if cued == nil, let context, !named.isEmpty {
            return Reading(question: question, intent: context.intent, slots: context.slots.replacing(with: named))
        }
        return Reading(question: question, intent: intent(cued: cued, date: named.date, today: today), slots: named)
    }

    /// A named day after today turns a weather question into a forecast one; a day alone is asked about its forecast.
    private static func intent(cued: Intent?, date: CalendarDay?, today: CalendarDay) -> Intent {
        switch cued {
        case .currentWeather?: if let date, date > today { .forecast } else { .currentWeather }
        case let cued?: cued
        case nil: date == nil ? .unknown : .forecast
        }
    }
}
