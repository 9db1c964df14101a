import NextStopCore

extension LocalizedText: JSONWritable {
    /// Writes `{"en":…,"sc":…,"tc":…}`.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("en", en)
            object.member("sc", sc)
            object.member("tc", tc)
        }
    }
}
