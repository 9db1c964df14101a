import Foundation

/// The Observatory's local weather forecast (`flw`): the situation, the forecast for the coming period and the
/// outlook, each `""` when the Observatory sends none.
public struct LocalForecast: Sendable, Hashable {
    public var generalSituation: String
    /// Tropical cyclone information; empty when there is no cyclone.
    public var tropicalCyclone: String
    /// The period the forecast is for ("Weather forecast for this afternoon and tonight").
    public var period: String
    public var forecast: String
    public var outlook: String
    public var updateTime: Date?

    public init(
        generalSituation: String, tropicalCyclone: String, period: String, forecast: String, outlook: String,
        updateTime: Date?
    ) {
        self.generalSituation = generalSituation
        self.tropicalCyclone = tropicalCyclone
        self.period = period
        self.forecast = forecast
        self.outlook = outlook
        self.updateTime = updateTime
    }
}

/// The full text of one warning in force (`warningInfo`), shown on demand under its name in the warning banner.
public struct WarningText: Sendable, Hashable {
    /// The warning's code as the summary keys it (`WRAIN`, `WTCSGNL`).
    public var code: String
    /// The subtype (`WRAINA`, `TC8SE`); nil when the warning has none.
    public var subtype: String?
    /// The text's paragraphs, in order.
    public var lines: [String]
    public var updateTime: Date?

    public init(code: String, subtype: String?, lines: [String], updateTime: Date?) {
        self.code = code
        self.subtype = subtype
        self.lines = lines
        self.updateTime = updateTime
    }
}
