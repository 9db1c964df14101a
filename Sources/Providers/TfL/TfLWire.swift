import Foundation

/// TfL's wire shapes, decoded as sent (API-NOTES §London bikes).
enum TfLWire {
    /// A `Place` of type `BikePoint`. Only the members read are decoded; `$type`, `url`, `children`… are ignored.
    struct Place: Decodable, Sendable {
        var id: String
        var commonName: String
        var lat: Double
        var lon: Double
        var additionalProperties: [Property]

        /// The value of the property `key`, looked up by key (older data has fewer of them, in another order).
        func value(_ key: String) -> String? { additionalProperties.first { $0.key == key }?.value }
    }

    /// One of a place's `additionalProperties`; every value is a string, numbers and booleans included.
    struct Property: Decodable, Sendable {
        var key: String
        var value: String?
        var modified: String?
    }

    /// TfL's error body: `{"$type":"…ApiError…","exceptionType":…,"httpStatusCode":404,"message":…}`.
    struct APIError: Decodable, Sendable {
        var exceptionType: String?
        var httpStatusCode: Int?
        var message: String?
    }
}

/// TfL's `modified` timestamps: `2026-02-22T16:43:16.017Z`, with 0 to 3 fractional digits, and in 2016 without the
/// `Z` (still UTC). Read by hand, because one fractional-seconds formatter refuses `…:00Z` (API-NOTES §TfL 3).
enum TfLTimestamp {
    /// The instant `text` names, or nil when it is not in one of TfL's forms.
    static func date(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { date(bytes: $0) }
    }

    /// The instant the UTF-8 `bytes` name, or nil when they are not in one of TfL's forms.
    static func date(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count >= 19, bytes[4] == dash, bytes[7] == dash, bytes[10] == UInt8(ascii: "T"),
            bytes[13] == colon, bytes[16] == colon,
            let year = number(bytes, 0..<4), let month = number(bytes, 5..<7), let day = number(bytes, 8..<10),
            let hour = number(bytes, 11..<13), let minute = number(bytes, 14..<16), let second = number(bytes, 17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, let digit = digit(bytes[index]) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "Z") { index += 1 }
        guard index == bytes.count else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    private static let dash = UInt8(ascii: "-")
    private static let colon = UInt8(ascii: ":")

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            guard let digit = digit(bytes[index]) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date, counting years from March so leap days come last.
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
