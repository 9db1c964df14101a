import Foundation
import NextStopCore

/// The UV index at King's Park; no reading at night.
public struct UVCard: Sendable, Hashable, JSONWritable {
    public var reading: UVReading?
    public var updateTime: Date?

    /// Writes `{"type":"weather.uv", …}`; place, value and level are `null` at night.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("data_time", orNull: updateTime)
            object.member("level", orNull: reading?.level)
            object.member("place", orNull: reading?.place)
            object.member("source", AnswerSource.observatory)
            object.member("type", "weather.uv")
            object.member("value", orNull: reading?.value)
        }
    }
}

/// Plain text: help, a question not understood, an upstream not answering.
public struct TextCard: Sendable, Hashable, JSONWritable {
    public var body: String

    /// Writes `{"body":…,"type":"text"}`.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("body", body)
            object.member("type", "text")
        }
    }
}
