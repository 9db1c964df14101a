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

    /// Whether `instant` falls within the period.
    public func contains(_ instant: Date) -> Bool {
        (start.map { $0 <= instant } ?? true) && (end.map { instant < $0 } ?? true)
    }
}

/// A service alert: its text in the languages given, what it is about, and the trains and stops it names.
public struct CaltrainAlert: Sendable, Hashable, Identifiable {
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
    /// Train numbers it names (`TripId`).
    public var trains: [String]
    /// Stop ids it names: platforms, station slugs or elevators (`StopId`).
    public var stopIDs: [String]
    /// A page with more, when given.
    public var url: String?

    /// An alert with the given fields.
    public init(
        id: String, header: [String: String], description: [String: String], cause: String = "UNKNOWN_CAUSE",
        effect: String = "UNKNOWN_EFFECT", severity: String = "UNKNOWN_SEVERITY", activePeriods: [AlertPeriod] = [],
        trains: [String] = [], stopIDs: [String] = [], url: String? = nil
    ) {
        self.id = id
        self.header = header
        self.description = description
        self.cause = cause
        self.effect = effect
        self.severity = severity
        self.activePeriods = activePeriods
        self.trains = trains
        self.stopIDs = stopIDs
        self.url = url
    }

    /// Whether the alert is in force at `instant`: no periods means always.
    public func isActive(at instant: Date) -> Bool {
        activePeriods.isEmpty || activePeriods.contains { $0.contains(instant) }
    }

    /// The header in `language`, else in English, else in any language given.
    public func header(in language: String) -> String {
        Self.text(header, language)
    }

    /// The description in `language`, else its header in `language`, else the English description, else the header.
    public func description(in language: String) -> String {
        description[language] ?? header[language] ?? description["en"] ?? header(in: language)
    }

    private static func text(_ texts: [String: String], _ language: String) -> String {
        texts[language] ?? texts["en"] ?? texts.keys.sorted().first.flatMap { texts[$0] } ?? ""
    }
}

/// Every current alert, as fetched at one time.
public struct AlertsSnapshot: Sendable, Hashable {
    /// When they were fetched.
    public var fetchedAt: Date
    /// The alerts in feed order.
    public var alerts: [CaltrainAlert]

    /// A snapshot with the given fields.
    public init(fetchedAt: Date, alerts: [CaltrainAlert]) {
        self.fetchedAt = fetchedAt
        self.alerts = alerts
    }
}
