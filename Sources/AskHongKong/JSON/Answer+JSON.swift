import NextStopCore

extension AnswerCard: JSONWritable {
    /// Writes the card's own shape.
    public func write(to writer: inout JSONWriter) {
        switch self {
        case .currentWeather(let card): card.write(to: &writer)
        case .forecast(let card): card.write(to: &writer)
        case .warnings(let card): card.write(to: &writer)
        case .uv(let card): card.write(to: &writer)
        case .rainfall(let card): card.write(to: &writer)
        case .airQuality(let card): card.write(to: &writer)
        case .busArrivals(let card): card.write(to: &writer)
        case .busRoutes(let card): card.write(to: &writer)
        case .busStops(let card): card.write(to: &writer)
        case .text(let card): card.write(to: &writer)
        }
    }
}

extension Slots: JSONWritable {
    /// Writes the slots named; an empty object when none is.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", ifPresent: company)
            object.member("date", ifPresent: date)
            object.member("place", ifPresent: place)
            object.member("route", ifPresent: route)
            object.member("stop", ifPresent: stop)
            object.member("warning", ifPresent: warning)
        }
    }
}

extension Answer: JSONWritable {
    /// `nextstop ask --json`: `{"available","cards","clarify","intent","lang","slots","suggestions","text"}`;
    /// `clarify` is `{"choices","question"}` or `null`.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("available", isAvailable)
            object.member("cards", cards)
            object.member("clarify", orNull: clarify)
            object.member("intent", intent.rawValue)
            object.member("lang", language.rawValue)
            object.member("slots", slots)
            object.member("suggestions", suggestions)
            object.member("text", text)
        }
    }
}

extension Clarification: JSONWritable {
    /// Writes `{"choices":[…],"question":…}`.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("choices", choices)
            object.member("question", question)
        }
    }
}

extension CalendarDay: JSONWritable {
    /// Writes `"YYYY-MM-DD"`.
    public func write(to writer: inout JSONWriter) { description.write(to: &writer) }
}
