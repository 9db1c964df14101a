import NextStopCore

/// Plain text: help, a question not understood, a clarifying question, an upstream not answering.
public struct TextCard: Sendable, Hashable, JSONWritable {
    public var body: String
    /// Where the text's facts come from; nil for the assistant's own words (help, a question back).
    public var origin: CardOrigin?

    public init(body: String, origin: CardOrigin? = nil) {
        self.body = body
        self.origin = origin
    }

    /// Writes `{"age_s","body","cached","data_time","source","type":"text"}`; `source` and `data_time` are `null` for
    /// the assistant's own words.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", origin?.age ?? 0)
            object.member("body", body)
            object.member("cached", origin?.isCached ?? false)
            object.member("data_time", orNull: origin?.dataTime)
            object.member("source", orNull: origin?.source)
            object.member("type", "text")
        }
    }
}
