import Foundation

/// A time an alert is in force; either end may be open.
public struct AlertPeriod: Sendable, Hashable {
    /// From when; nil for since ever.
    public var start: Date?
    /// Until when; nil for until further notice.
    public var end: Date?

    /// A period with the given ends.
    public init(start: Date?, end: Date?) {
        self.start = start
        self.end = end
    }

    /// A period from the seconds since 1970 a GTFS-Realtime feed gives, where 0 is how some feeds write an open end,
    /// and an end past 2100 another (Halifax writes the year 3000).
    public init(startSeconds: Int?, endSeconds: Int?) {
        func instant(_ seconds: Int?) -> Date? {
            guard let seconds, seconds > 0, seconds < Self.openEnd else { return nil }
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        self.init(start: instant(startSeconds), end: instant(endSeconds))
    }

    /// 2100-01-01: an end this far off means none.
    private static let openEnd = 4_102_444_800

    /// Whether `instant` falls within the period.
    public func contains(_ instant: Date) -> Bool {
        (start.map { $0 <= instant } ?? true) && (end.map { instant < $0 } ?? true)
    }
}

/// What an alert is about (GTFS-Realtime `EntitySelector`): every field it gives must match, so a route and a stop
/// together mean that route at that stop.
public struct InformedEntity: Sendable, Hashable {
    public var agencyID: String?
    public var routeID: String?
    /// `route_type` (3 bus, …).
    public var routeType: Int?
    public var directionID: Int?
    public var tripID: String?
    public var stopID: String?

    public init(
        agencyID: String? = nil, routeID: String? = nil, routeType: Int? = nil, directionID: Int? = nil,
        tripID: String? = nil, stopID: String? = nil
    ) {
        self.agencyID = agencyID
        self.routeID = routeID
        self.routeType = routeType
        self.directionID = directionID
        self.tripID = tripID
        self.stopID = stopID
    }

    /// Whether it names no field at all, and so selects nothing.
    public var isEmpty: Bool {
        agencyID == nil && routeID == nil && routeType == nil && directionID == nil && tripID == nil && stopID == nil
    }
}

/// A departure as alerts see it: its agency, route, direction, trip and the stops it is at (the platform and its
/// station).
public struct AlertTarget: Sendable, Hashable {
    public var agencyID: String?
    public var routeID: String
    public var routeType: Int
    public var directionID: Int?
    public var tripID: String
    public var stopIDs: [String]

    public init(
        agencyID: String?, routeID: String, routeType: Int, directionID: Int?, tripID: String, stopIDs: [String]
    ) {
        self.agencyID = agencyID
        self.routeID = routeID
        self.routeType = routeType
        self.directionID = directionID
        self.tripID = tripID
        self.stopIDs = stopIDs
    }
}

/// A service alert of any agency: its text in the languages given, what it is about, when it is in force and the
/// routes, trips and stops it names.
public struct ServiceAlert: Sendable, Hashable, Identifiable {
    /// The feed entity's id.
    public var id: String
    /// The headline by language code (`en`, `es`, `zh`, `vi`), trimmed, empty ones left out.
    public var header: [String: String]
    /// The full text by language code; a language whose description is empty falls back to its header.
    public var description: [String: String]
    /// The GTFS-RT cause name (`TECHNICAL_PROBLEM`), `UNKNOWN_CAUSE` when absent.
    public var cause: String
    /// The GTFS-RT effect name (`SIGNIFICANT_DELAYS`), `UNKNOWN_EFFECT` when absent.
    public var effect: String
    /// The GTFS-RT severity name (`WARNING`), `UNKNOWN_SEVERITY` when absent.
    public var severity: String
    /// When it is in force; empty means always.
    public var activePeriods: [AlertPeriod]
    /// What it is about.
    public var informed: [InformedEntity]
    /// A page with more, when given.
    public var url: String?

    /// An alert with the given fields.
    public init(
        id: String, header: [String: String], description: [String: String], cause: String = "UNKNOWN_CAUSE",
        effect: String = "UNKNOWN_EFFECT", severity: String = "UNKNOWN_SEVERITY", activePeriods: [AlertPeriod] = [],
        informed: [InformedEntity] = [], url: String? = nil
    ) {
        self.id = id
        self.header = header
        self.description = description
        self.cause = cause
        self.effect = effect
        self.severity = severity
        self.activePeriods = activePeriods
        self.informed = informed
        self.url = url
    }

    /// Whether the alert is in force at `instant`: no periods means always.
    public func isActive(at instant: Date) -> Bool {
        activePeriods.isEmpty || activePeriods.contains { $0.contains(instant) }
    }

    /// Whether one of its informed entities selects `target`.
    public func informs(_ target: AlertTarget) -> Bool {
        informed.contains { entity in
            !entity.isEmpty && (entity.agencyID.map { $0 == target.agencyID } ?? true)
                && (entity.routeID.map { $0 == target.routeID } ?? true)
                && (entity.routeType.map { $0 == target.routeType } ?? true)
                && (entity.directionID.map { $0 == target.directionID } ?? true)
                && (entity.tripID.map { $0 == target.tripID } ?? true)
                && (entity.stopID.map(target.stopIDs.contains) ?? true)
        }
    }

    /// The trips it names, each once.
    public var tripIDs: [String] { Self.unique(informed.compactMap(\.tripID)) }

    /// The stops it names, each once.
    public var stopIDs: [String] { Self.unique(informed.compactMap(\.stopID)) }

    /// The header in `language`, else in English, else in any language given.
    public func header(in language: String) -> String {
        Self.text(header, language)
    }

    /// The description in `language`, else its header in `language`, else the English description, else the header.
    public func description(in language: String) -> String {
        description[language] ?? header[language] ?? description["en"] ?? header(in: language)
    }

    /// Translations keyed by their language's primary subtag (`zh-CN` → `zh`; none → `en`), trimmed, the first of
    /// each language kept and empty ones left out.
    public static func texts(_ translations: [(language: String?, text: String)]) -> [String: String] {
        var texts: [String: String] = [:]
        for translation in translations {
            let text = translation.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { continue }
            let language = translation.language?.lowercased().split(separator: "-").first.map(String.init) ?? "en"
            if texts[language] == nil { texts[language] = text }
        }
        return texts
    }

    private static func text(_ texts: [String: String], _ language: String) -> String {
        texts[language] ?? texts["en"] ?? texts.keys.sorted().first.flatMap { texts[$0] } ?? ""
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}

/// Every current alert, as fetched at one time.
public struct AlertsSnapshot: Sendable, Hashable {
    /// When they were fetched.
    public var fetchedAt: Date
    /// The feed's own `timestamp`, when it gives one.
    public var feedTimestamp: Date?
    /// The alerts in feed order.
    public var alerts: [ServiceAlert]

    /// A snapshot with the given fields.
    public init(fetchedAt: Date, feedTimestamp: Date? = nil, alerts: [ServiceAlert]) {
        self.fetchedAt = fetchedAt
        self.feedTimestamp = feedTimestamp
        self.alerts = alerts
    }
}
