/// A GTFS time of a service day: seconds since "noon minus 12 h" of the service date, which may pass 24:00.
///
/// `25:30:00` is 91,800 seconds: half past one on the morning after the service date. Turning it into an
/// instant needs the service date and the agency's time zone (see `GTFSFeed.instant(of:on:)`).
public struct ServiceTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since the service day's reference ("noon minus 12 h").
    public let seconds: Int

    /// A time `seconds` after the service day's reference.
    public init(seconds: Int) {
        self.seconds = seconds
    }

    /// A time of `hours`:`minutes`:`seconds` (hours may be 24 or more).
    public init(hours: Int, minutes: Int, seconds: Int = 0) {
        self.seconds = hours * 3600 + minutes * 60 + seconds
    }

    /// Parses `H:MM:SS` or `HH:MM:SS` (hours unpadded or ≥ 24 allowed); nil when malformed.
    public init?(_ text: String) {
        var text = text
        guard let seconds = text.withUTF8({ ServiceTime.parseSeconds(UnsafeBufferPointer(rebasing: $0[...])) }) else {
            return nil
        }
        self.seconds = Int(seconds)
    }

    /// Whether the time is on the next calendar day or later (24:00:00 or after).
    public var isAfterMidnight: Bool { seconds >= 86_400 }

    /// `HH:MM:SS`, hours zero-padded and possibly ≥ 24 as in GTFS.
    public var description: String {
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        let secs = seconds % 60
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(pad(hours)):\(pad(minutes)):\(pad(secs))"
    }

    /// Earlier first.
    public static func < (lhs: ServiceTime, rhs: ServiceTime) -> Bool {
        lhs.seconds < rhs.seconds
    }

    /// Parses `H+:MM:SS` from raw bytes, surrounding spaces allowed; nil when malformed or out of range.
    static func parseSeconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        // Exactly ":MM:SS" after 1–3 hour digits.
        let hourDigits = end - start - 6
        guard (1...3).contains(hourDigits) else { return nil }
        var hours: Int32 = 0
        for index in start..<(start + hourDigits) {
            guard let digit = digitValue(bytes[index]) else { return nil }
            hours = hours * 10 + digit
        }
        let minuteStart = start + hourDigits
        guard bytes[minuteStart] == UInt8(ascii: ":"), bytes[minuteStart + 3] == UInt8(ascii: ":"),
            let minuteTens = digitValue(bytes[minuteStart + 1]), let minuteOnes = digitValue(bytes[minuteStart + 2]),
            let secondTens = digitValue(bytes[minuteStart + 4]), let secondOnes = digitValue(bytes[minuteStart + 5]),
            minuteTens < 6, secondTens < 6
        else { return nil }
        return hours * 3600 + (minuteTens * 10 + minuteOnes) * 60 + secondTens * 10 + secondOnes
    }

    private static func digitValue(_ byte: UInt8) -> Int32? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? Int32(value) : nil
    }
}
