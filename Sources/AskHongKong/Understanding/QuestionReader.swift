import Foundation

/// What a question asks: its intent and slots, resolved against the conversation so far.
public struct Reading: Sendable, Hashable {
    public var question: QuestionText
    public var intent: Intent
    public var slots: Slots
    /// The way of getting around the question asks about when it is one the assistant has no data on.
    public var otherMode: OtherMode?

    public init(question: QuestionText, intent: Intent, slots: Slots, otherMode: OtherMode? = nil) {
        self.question = question
        self.intent = intent
        self.slots = slots
        self.otherMode = otherMode
    }
}

/// Reads questions by their words: deterministic, offline, no model. Bus stops and known routes come from the bus
/// directory it is given.
public struct QuestionReader: Sendable {
    private let bus: BusVocabulary

    /// A reader that knows the stops and routes of `busDirectory`; without one it reads bus routes only beside a
    /// bus word, and no stops.
    public init(busDirectory: (any BusDirectory)? = nil) {
        bus = BusVocabulary(directory: busDirectory)
    }

    /// Reads `question`, asked at `now`. A question with no intent of its own but a slot (a day, a place, a route) is
    /// a follow-up when `conversation` is still open: it keeps the last intent and replaces only the slot it names.
    public func read(_ question: QuestionText, conversation: Conversation?, now: Date) -> Reading {
        let today = CalendarDay(now)
        let context = conversation?.isOpen(at: now) == true ? conversation : nil
        let cued = IntentCues.intent(of: question)
        let namedStop = bus.stop(in: question)
        let stop = namedStop?.english
        let otherMode = OtherMode.named(in: question, outside: namedStop?.name)
        let busWord = question.containsAny(IntentCues.bus) || (otherMode == nil && question.containsAny(IntentCues.vehicle))
        let asksArrivals = question.containsAny(IntentCues.arrivals)
        let asksNearby = question.containsAny(IntentCues.nearby)
        let asksRoute = question.containsAny(IntentCues.routeDetail)
        let route = bus.route(
            in: question, besideBusWord: busWord, asksBus: asksArrivals || asksRoute, asksOtherwise: cued != nil)
        let place = Places.find(in: question)
        let asksAtStop = otherMode == nil && stop != nil && (asksArrivals || asksNearby || asksRoute)
        let isBus = busWord || route != nil || (cued == nil && asksAtStop)

        if isBus {
            var named = Slots(route: route, stop: stop, company: BusVocabulary.company(in: question))
            if stop == nil { named.place = place }
            let hasCue = busWord || asksArrivals || asksNearby || asksRoute
            if !hasCue, let context, context.intent.isBus {
                return Reading(question: question, intent: context.intent, slots: context.slots.replacing(with: named))
            }
            let intent = Self.busIntent(named, arrivals: asksArrivals, nearby: asksNearby, routeDetail: asksRoute)
            return Reading(question: question, intent: intent, slots: named)
        }

        let phrase = DatePhrase.find(in: question)
        let date = phrase?.resolve(today: today, previous: context?.slots.date ?? context.map { _ in today })
        var named = Slots(date: date, place: place)
        if cued == .warnings, question.containsAny(IntentCues.rainstorm) { named.warning = "rainstorm" }
        if cued == nil, let context {
            if context.intent.isBus { named.stop = stop }
            if !named.isEmpty, context.intent.isBus || SlotsAlone.holds(question) {
                let slots = context.slots.replacing(with: named)
                let intent = Self.intent(cued: context.intent, date: slots.date, today: today, namesDay: false)
                return Reading(question: question, intent: intent, slots: Self.kept(slots, for: intent))
            }
        }
        let asksDay = cued != nil || SlotsAlone.holds(question)
        let intent = Self.intent(
            cued: cued, date: asksDay ? date : nil, today: today, namesDay: phrase?.namesDay ?? false)
        return Reading(
            question: question, intent: intent, slots: Self.kept(named, for: intent),
            otherMode: intent == .unknown ? otherMode : nil)
    }

    /// `slots` without a place for an intent whose answer is the same across the territory; none for a question not
    /// understood.
    private static func kept(_ slots: Slots, for intent: Intent) -> Slots {
        guard intent != .unknown else { return Slots() }
        var kept = slots
        if IntentCues.territoryWide.contains(intent) { kept.place = nil }
        return kept
    }

    /// Which bus question: routes near a place, where a route goes, or when it comes.
    private static func busIntent(_ slots: Slots, arrivals: Bool, nearby: Bool, routeDetail: Bool) -> Intent {
        guard slots.route != nil else { return arrivals && slots.stop != nil ? .busArrivals : .busNearby }
        if arrivals { return .busArrivals }
        if routeDetail || nearby { return .busRoute }
        return slots.stop != nil || slots.place != nil ? .busArrivals : .busRoute
    }

    /// A day after today, or a day named by its weekday or as the weekend, turns a question about the weather now
    /// into a forecast one; a day alone (`SlotsAlone`) is asked about its forecast.
    private static func intent(cued: Intent?, date: CalendarDay?, today: CalendarDay, namesDay: Bool) -> Intent {
        switch cued {
        case .currentWeather?: if let date, date > today || namesDay { .forecast } else { .currentWeather }
        case let cued?: cued
        case nil: date == nil ? .unknown : .forecast
        }
    }
}
