/// What a question asks for; the raw values are the names answers carry.
public enum Intent: String, Sendable, Hashable, Codable, CaseIterable {
    case currentWeather = "weather.current"
    case forecast = "weather.forecast"
    case warnings = "weather.warnings"
    case uv = "weather.uv"
    case rainfall = "weather.rainfall"
    case typhoon = "weather.typhoon"
    case airQuality = "air.aqhi"
    case busArrivals = "bus.arrivals"
    case busRoute = "bus.route"
    case busNearby = "bus.nearby"
    case help
    case unknown

    /// The three bus intents.
    public var isBus: Bool { self == .busArrivals || self == .busRoute || self == .busNearby }
}

/// What a question names besides its intent; a follow-up replaces only the slots it names.
public struct Slots: Sendable, Hashable, Codable {
    /// The day asked about, in Hong Kong.
    public var date: CalendarDay?
    /// A place's English name, as the place table spells it (`Mong Kok`, `Sha Tin`, `Central`).
    public var place: String?
    /// `rainstorm` when a warnings question is about rainstorm signals only.
    public var warning: String?
    /// A bus route number, upper case (`1A`).
    public var route: String?
    /// A bus stop's English name, as the bus directory spells it.
    public var stop: String?
    /// `KMB` or `CTB`.
    public var company: String?

    public init(
        date: CalendarDay? = nil, place: String? = nil, warning: String? = nil, route: String? = nil,
        stop: String? = nil, company: String? = nil
    ) {
        self.date = date
        self.place = place
        self.warning = warning
        self.route = route
        self.stop = stop
        self.company = company
    }

    /// True when no slot is named.
    public var isEmpty: Bool { self == Slots() }

    /// These slots with the ones `newer` names put in their place; a place named replaces the stop, and a stop the
    /// place, since both say where.
    func replacing(with newer: Slots) -> Slots {
        var kept = self
        if newer.place != nil { kept.stop = nil }
        if newer.stop != nil { kept.place = nil }
        return kept.merged(with: newer)
    }

    private func merged(with newer: Slots) -> Slots {
        Slots(
            date: newer.date ?? date, place: newer.place ?? place, warning: newer.warning ?? warning,
            route: newer.route ?? route, stop: newer.stop ?? stop, company: newer.company ?? company)
    }
}
