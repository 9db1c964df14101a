import Bikes
import Foundation
import NextStopCore

/// Reads `/BikePoint`'s array of places straight from its bytes: only the members a dock needs are turned into
/// values, everything else (`$type`, `url`, `children`, other properties, …) is stepped over. About 2 MB arrive every
/// 30 seconds, and `JSONDecoder` spends most of its time building values that are thrown away.
///
/// Each place comes out as the dock `TfLWire.Place.dock` makes of the decoder's place (nil for the test dock), or the
/// reason it was left out, phrased as the decoder's coding paths are (`missing [3].lat`).
struct TfLPlaceReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// The places of a JSON array, in order; a body that is not a JSON array is `.malformed`.
    static func places(in body: Data) throws -> [Result<Dock?, PlaceError>] {
        try body.withUnsafeBytes { raw in
            var reader = TfLPlaceReader(bytes: raw.bindMemory(to: UInt8.self))
            return try reader.readArray()
        }
    }

    /// Why one place was left out.
    struct PlaceError: Error {
        let reason: String
    }

    private struct Malformed: Error {}

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private mutating func readArray() throws -> [Result<Dock?, PlaceError>] {
        do {
            skipWhitespace()
            guard peek() == UInt8(ascii: "[") else {
                throw UpstreamError.malformed(reason: index < bytes.count ? "wrong type at the top level" : "not valid JSON")
            }
            index += 1
            var places: [Result<Dock?, PlaceError>] = []
            places.reserveCapacity(1_000)
            var position = 0
            try forEachElement(closing: "]") { reader in
                places.append(try reader.readPlace(at: position))
                position += 1
            }
            skipWhitespace()
            guard index == bytes.count else { throw Malformed() }
            return places
        } catch is Malformed {
            throw UpstreamError.malformed(reason: "not valid JSON")
        }
    }

    private mutating func readPlace(at position: Int) throws -> Result<Dock?, PlaceError> {
        guard peek() == UInt8(ascii: "{") else {
            try skipValue()
            return .failure(PlaceError(reason: "wrong type at [\(position)]"))
        }
        index += 1
        var id: String?
        var name: String?
        var latitude: Double?
        var longitude: Double?
        var properties = DockProperties()
        var hasProperties = false
        var wrongType: String?
        try forEachMember { reader, key in
            var read = true
            if key.is("id") {
                id = try reader.readString()
                read = id != nil
            } else if key.is("commonName") {
                name = try reader.readString()
                read = name != nil
            } else if key.is("lat") {
                latitude = try reader.readNumber()
                read = latitude != nil
            } else if key.is("lon") {
                longitude = try reader.readNumber()
                read = longitude != nil
            } else if key.is("additionalProperties") {
                hasProperties = try reader.readProperties(into: &properties)
                read = hasProperties
            } else {
                try reader.skipValue()
            }
            if !read, wrongType == nil { wrongType = "wrong type at [\(position)].\(key.text)" }
        }
        if let wrongType { return .failure(PlaceError(reason: wrongType)) }
        guard let id else { return .failure(PlaceError(reason: "missing [\(position)].id")) }
        guard let name else { return .failure(PlaceError(reason: "missing [\(position)].commonName")) }
        guard let latitude else { return .failure(PlaceError(reason: "missing [\(position)].lat")) }
        guard let longitude else { return .failure(PlaceError(reason: "missing [\(position)].lon")) }
        guard hasProperties else { return .failure(PlaceError(reason: "missing [\(position)].additionalProperties")) }
        return .success(properties.dock(id: id, name: name, latitude: latitude, longitude: longitude))
    }

    /// `[{"key":…,"value":…,"modified":…}, …]` into `properties`; false when the value is not an array. A property
    /// without a string key, or with a key a dock is not made of, is passed over; `modified` is read only for counts.
    private mutating func readProperties(into properties: inout DockProperties) throws -> Bool {
        guard peek() == UInt8(ascii: "[") else {
            try skipValue()
            return false
        }
        index += 1
        try forEachElement(closing: "]") { reader in
            guard reader.peek() == UInt8(ascii: "{") else { return try reader.skipValue() }
            reader.index += 1
            var key: DockProperties.Key?
            var value: String?
            var modified: (quoted: Range<Int>, escaped: Bool)?
            try reader.forEachMember { reader, name in
                if name.is("key") {
                    key = try reader.readKey()
                } else if name.is("value") {
                    value = try reader.readString()
                } else if name.is("modified"), reader.peek() == UInt8(ascii: "\"") {
                    let start = reader.index
                    let escaped = try reader.skipString()
                    modified = (start..<reader.index, escaped)
                } else {
                    try reader.skipValue()
                }
            }
            guard let key else { return }
            let date = key.isCount ? try modified.flatMap { try reader.timestamp(at: $0.quoted, escaped: $0.escaped) } : nil
            properties.take(key, value: value, modified: date)
        }
        return true
    }

    /// The dock property a string names, read without building the string; nil for another string or another kind
    /// of value.
    private mutating func readKey() throws -> DockProperties.Key? {
        guard peek() == UInt8(ascii: "\"") else {
            try skipValue()
            return nil
        }
        let start = index + 1
        guard try !skipString() else { return DockProperties.Key(try unescaped((start - 1)..<index)) }
        return DockProperties.Key(utf8: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]))
    }

    /// The instant the string at `quoted` (its quotes included) names, or nil for another form.
    private func timestamp(at quoted: Range<Int>, escaped: Bool) throws -> Date? {
        guard !escaped else { return TfLTimestamp.date(try unescaped(quoted)) }
        return TfLTimestamp.date(bytes: UnsafeBufferPointer(rebasing: bytes[(quoted.lowerBound + 1)..<(quoted.upperBound - 1)]))
    }

    // MARK: JSON

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Calls `body` at each element of the array whose `[` was just read, up to `closing`.
    private mutating func forEachElement(closing: Unicode.Scalar, _ body: (inout TfLPlaceReader) throws -> Void) throws {
        skipWhitespace()
        if peek() == UInt8(ascii: closing) {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            try body(&self)
            skipWhitespace()
            guard let next = peek() else { throw Malformed() }
            index += 1
            if next == UInt8(ascii: closing) { return }
            guard next == UInt8(ascii: ",") else { throw Malformed() }
        }
    }

    /// A member's key as the bytes between its quotes, compared without building a string (a key written with
    /// escapes names no member the reader wants, and is stepped over like any other).
    private struct MemberKey {
        let bytes: UnsafeBufferPointer<UInt8>

        func `is`(_ name: StaticString) -> Bool { TfLPlaceReader.spells(bytes, name) }

        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// True when the UTF-8 `bytes` spell `name`.
    static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard name.utf8CodeUnitCount == bytes.count else { return false }
        guard let base = bytes.baseAddress else { return true }
        return memcmp(base, name.utf8Start, bytes.count) == 0
    }

    /// Calls `body` with each member's key, positioned at its value, for the object whose `{` was just read.
    private mutating func forEachMember(_ body: (inout TfLPlaceReader, MemberKey) throws -> Void) throws {
        try forEachElement(closing: "}") { reader in
            guard reader.peek() == UInt8(ascii: "\"") else { throw Malformed() }
            let start = reader.index + 1
            try reader.skipString()
            let key = MemberKey(bytes: UnsafeBufferPointer(rebasing: reader.bytes[start..<(reader.index - 1)]))
            reader.skipWhitespace()
            guard reader.peek() == UInt8(ascii: ":") else { throw Malformed() }
            reader.index += 1
            reader.skipWhitespace()
            try body(&reader, key)
        }
    }

    /// A string, nil for another kind of value (which is stepped over).
    private mutating func readString() throws -> String? {
        guard peek() == UInt8(ascii: "\"") else {
            try skipValue()
            return nil
        }
        let start = index + 1
        let escaped = try skipString()
        let span = UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
        return escaped ? try unescaped((start - 1)..<index) : String(decoding: span, as: UTF8.self)
    }

    /// The escaped string at `quoted` (its quotes included); rare, so Foundation undoes the escapes.
    private func unescaped(_ quoted: Range<Int>) throws -> String {
        let quoted = Data(UnsafeBufferPointer(rebasing: bytes[quoted]))
        guard let text = try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed]) as? String else {
            throw Malformed()
        }
        return text
    }

    /// A number, nil for another kind of value (which is stepped over).
    private mutating func readNumber() throws -> Double? {
        let start = index
        while let byte = peek(), Self.isNumberByte(byte) { index += 1 }
        guard index > start else {
            try skipValue()
            return nil
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) else {
            throw Malformed()
        }
        return value
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Digits, signs, the decimal point and the exponent mark.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"),
            UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// What may follow a number or literal.
    private static func endsScalar(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }

    /// Steps over the string whose opening quote is at `index`, and any escaped character in it; true when it held
    /// an escape. Most of the body is strings (`$type` alone is 80 bytes a property), so they are scanned eight bytes
    /// at a time for a quote or a backslash.
    @discardableResult
    private mutating func skipString() throws -> Bool {
        guard let base = bytes.baseAddress else { throw Malformed() }
        var escaped = false
        index += 1
        while index < bytes.count {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if Self.holds(UInt8(ascii: "\""), in: word) || Self.holds(UInt8(ascii: "\\"), in: word) { break }
                index += 8
            }
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return escaped
            case UInt8(ascii: "\\"):
                escaped = true
                index += 2
            default:
                index += 1
            }
        }
        throw Malformed()
    }

    /// True when one of the eight bytes of `word` is `byte` (a byte of `word ^ byte…` is zero; no false positives).
    private static func holds(_ byte: UInt8, in word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let differences = word ^ (ones &* UInt64(byte))
        return (differences &- ones) & ~differences & (ones &* 0x80) != 0
    }

    private mutating func skipValue() throws {
        guard let byte = peek() else { throw Malformed() }
        switch byte {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "{"):
            index += 1
            try forEachMember { reader, _ in try reader.skipValue() }
        case UInt8(ascii: "["):
            index += 1
            try forEachElement(closing: "]") { reader in try reader.skipValue() }
        default:
            let start = index
            while let next = peek(), !Self.endsScalar(next) { index += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard ["true", "false", "null"].contains(word) || Double(word) != nil else { throw Malformed() }
        }
    }
}
