/// What a question asks for; the raw values are the names answers carry.
public enum Intent: String, Sendable, Hashable, Codable, CaseIterable {
    case currentWeather = "weather.current"
    case forecast = "weather.forecast"
    case warnings = "weather.warnings"
    case uv = "weather.uv"
    case rainfall = "weather.rainfall"
    case typhoon = "weather.typhoon"
    case help
    case unknown
}

/// What a question names besides its intent; a follow-up replaces only the slots it names.
public struct Slots: Sendable, Hashable, Codable {
    /// The day asked about, in Hong Kong.
    public var date: CalendarDay?
    /// A temperature station's English name, as the place table spells it.
    public var place: String?
    /// `rainstorm` when a warnings question is about rainstorm signals only.
    public var warning: String?

    public init(date: CalendarDay? = nil, place: String? = nil, warning: String? = nil) {
        self.date = date
        self.place = place
        self.warning = warning
    }

    /// True when no slot is named.
    public var isEmpty: Bool { date == nil && place == nil && warning == nil }

    /// These slots with the ones `newer` names put in their place.
    func replacing(with newer: Slots) -> Slots {
        Slots(date: newer.date ?? date, place: newer.place ?? place, warning: newer.warning ?? warning)
    }
}
