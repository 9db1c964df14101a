import Foundation

extension JSONWriter {
    /// A date as the encoder's `.iso8601` strategy writes it: `2026-07-30T13:02:00Z`, in UTC, seconds rounded down.
    ///
    /// Dates between 1600 and 9999 are worked out here with the proleptic Gregorian calendar, which is what
    /// Foundation's calendar uses for them; any other goes through Foundation's own formatter.
    @usableFromInline mutating func date(_ value: Date) {
        let seconds = value.timeIntervalSinceReferenceDate.rounded(.down)
        guard seconds >= Self.earliestCalculated, seconds < Self.latestCalculated else {
            return string(value.formatted(.iso8601))
        }
        let time = CivilTime(secondsSinceReferenceDate: Int(seconds))
        scalar { bytes in
            bytes.append(UInt8(ascii: "\""))
            Self.append(time.year, width: 4, then: "-", to: &bytes)
            Self.append(time.month, width: 2, then: "-", to: &bytes)
            Self.append(time.day, width: 2, then: "T", to: &bytes)
            Self.append(time.hour, width: 2, then: ":", to: &bytes)
            Self.append(time.minute, width: 2, then: ":", to: &bytes)
            Self.append(time.second, width: 2, then: "Z", to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// 1600-01-01T00:00:00Z, in seconds since the reference date.
    private static let earliestCalculated: Double = -12_654_403_200
    /// 10000-01-01T00:00:00Z, in seconds since the reference date.
    private static let latestCalculated: Double = 252_423_993_600

    /// `value` zero-padded to `width` digits, then the separator.
    private static func append(_ value: Int, width: Int, then separator: Unicode.Scalar, to bytes: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
        bytes.append(UInt8(ascii: separator))
    }
}
