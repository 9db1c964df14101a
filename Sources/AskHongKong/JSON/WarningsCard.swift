import Foundation
import NextStopCore

/// The warnings in force that the question asked about, tropical cyclone signals first.
public struct WarningsCard: Sendable, Hashable, JSONWritable {
    public var warnings: [WeatherWarning]
    public var language: Language

    /// Writes `{"type":"weather.warnings", …}`; `data_time` is the newest issue time, `null` with none in force.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("data_time", orNull: warnings.compactMap(\.issueTime).max())
            object.member("source", AnswerSource.observatory)
            object.member("type", "weather.warnings")
            object.member("warnings", warnings.map { WarningJSON(warning: $0, language: language) })
        }
    }

    private struct WarningJSON: JSONWritable {
        let warning: WeatherWarning
        let language: Language

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("code", warning.code)
                object.member("issue_time", orNull: warning.issueTime)
                object.member("name", warning.name(in: language))
                object.member("subtype", orNull: warning.subtype)
            }
        }
    }
}
