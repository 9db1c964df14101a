import AskHongKong
import NextStopCore

/// How a report's copies are counted for its `ReplacementRule`, so that a new copy replaces the kept one only when
/// it is not much less complete (an Observatory answer with two of its 27 temperature stations is a broken answer).
/// Reports that may rightly be empty (no warnings in force) have none.
struct ReportCompleteness<Value>: Sendable {
    let rule: ReplacementRule
    let counts: @Sendable (Value) -> DatasetCounts

    /// Throws why `new` may not replace `kept`; returns when it may (or nothing is kept).
    func check(_ new: Value, replacing kept: Value?) throws(DatasetRejection) {
        try rule.check(counts(new), replacing: kept.map(counts))
    }

    /// The rule for `report` counting `part` (compared at half and required), by `count`.
    static func counting(_ part: String, of report: String, _ count: @escaping @Sendable (Value) -> Int) -> Self {
        ReportCompleteness(
            rule: ReplacementRule(dataset: report, compared: [part], minimumShare: 0.5, required: [part]),
            counts: { DatasetCounts([part: count($0)]) })
    }
}

extension ReportCompleteness<CurrentWeather> {
    /// The current weather: its temperature stations.
    static let currentWeather = counting("temperature stations", of: "HKO rhrread") { $0.temperatures.count }
}

extension ReportCompleteness<WeatherForecast> {
    /// The 9-day forecast: its days.
    static let forecast = counting("days", of: "HKO fnd") { $0.days.count }
}

extension ReportCompleteness<AirQuality> {
    /// EPD's 24 hours: its stations.
    static let airQuality = counting("stations", of: "EPD AQHI") { $0.readings.count }
}
