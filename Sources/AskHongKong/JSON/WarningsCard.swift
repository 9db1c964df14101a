import Foundation
import NextStopCore

/// The warning banner: every warning the question asked about, tropical cyclone signals first, each with its full
/// text for the banner to show on demand, and the special weather tips.
public struct WarningsCard: Sendable, Hashable, JSONWritable {
    public var warnings: [WeatherWarning]
    /// The full texts of the warnings in force (`warningInfo`); a warning without one has `full_text: []`.
    public var texts: [WarningText]
    /// The special weather tips (`swt`).
    public var tips: [String]
    public var language: Language
    /// The Observatory; `data_time` is the newest issue time, `null` with none in force.
    public var origin: CardOrigin

    /// Writes `{"type":"weather.warnings", "warnings":[{"code","full_text","issue_time","name","subtype"}], "tips"}`.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", origin.age)
            object.member("cached", origin.isCached)
            object.member("data_time", orNull: origin.dataTime)
            object.member("source", origin.source)
            object.member("tips", tips)
            object.member("type", "weather.warnings")
            object.member("warnings", warnings.map { WarningJSON(warning: $0, text: text(of: $0), language: language) })
        }
    }

    /// The full text of `warning`: the one with its subtype, else the one with its code.
    public func text(of warning: WeatherWarning) -> [String] {
        let sameCode = texts.filter { $0.code == warning.code }
        let found = sameCode.first { $0.subtype != nil && $0.subtype == warning.subtype } ?? sameCode.first
        return found?.lines ?? []
    }

    private struct WarningJSON: JSONWritable {
        let warning: WeatherWarning
        let text: [String]
        let language: Language

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("code", warning.code)
                object.member("full_text", text)
                object.member("issue_time", orNull: warning.issueTime)
                object.member("name", warning.name(in: language))
                object.member("subtype", orNull: warning.subtype)
            }
        }
    }
}
