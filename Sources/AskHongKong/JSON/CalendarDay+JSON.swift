import NextStopCore

extension CalendarDay: JSONWritable {
    /// Writes `"YYYY-MM-DD"`.
    public func write(to writer: inout JSONWriter) { description.write(to: &writer) }
}
