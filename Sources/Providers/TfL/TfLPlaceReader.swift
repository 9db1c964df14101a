import Foundation
import NextStopCore

/// Reads `/BikePoint`'s array of places straight from its bytes: only the members a dock needs are turned into
/// values, everything else (`$type`, `url`, `children`, …) is stepped over. About 2 MB arrive every 30 seconds, and
/// `JSONDecoder` spends most of its time building values that are thrown away.
///
/// Each place comes out as the same `TfLWire.Place` the decoder makes, or the reason it was left out, phrased as
/// the decoder's coding paths are (`missing [3].lat`).
struct TfLPlaceReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// The places of a JSON array, in order; a body that is not a JSON array is `.malformed`.
    static func places(in body: Data) throws -> [Result<TfLWire.Place, PlaceError>] {
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

    private mutating func readArray() throws -> [Result<TfLWire.Place, PlaceError>] {
        do {
            skipWhitespace()
            guard peek() == UInt8(ascii: "[") else {
                throw UpstreamError.malformed(reason: index < bytes.count ? "wrong type at the top level" : "not valid JSON")
            }
            index += 1
            var places: [Result<TfLWire.Place, PlaceError>] = []
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

    private mutating func readPlace(at position: Int) throws -> Result<TfLWire.Place, PlaceError> {
        guard peek() == UInt8(ascii: "{") else {
            try skipValue()
            return .failure(PlaceError(reason: "wrong type at [\(position)]"))
        }
        index += 1
        var id: String?
        var name: String?
        var latitude: Double?
        var longitude: Double?
        var properties: [TfLWire.Property]?
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
                properties = try reader.readProperties()
                read = properties != nil
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
        guard let properties else { return .failure(PlaceError(reason: "missing [\(position)].additionalProperties")) }
        return .success(TfLWire.Place(id: id, commonName: name, lat: latitude, lon: longitude, additionalProperties: properties))
    }

    /// `[{"key":…,"value":…,"modified":…}, …]`; a property without a string key is left out.
    private mutating func readProperties() throws -> [TfLWire.Property]? {
        guard peek() == UInt8(ascii: "[") else {
            try skipValue()
            return nil
        }
        index += 1
        var properties: [TfLWire.Property] = []
        properties.reserveCapacity(11)
        try forEachElement(closing: "]") { reader in
            guard reader.peek() == UInt8(ascii: "{") else { return try reader.skipValue() }
            reader.index += 1
            var key: String?
            var value: String?
            var modified: String?
            try reader.forEachMember { reader, name in
                if name.is("key") {
                    key = try reader.readString()
                } else if name.is("value") {
                    value = try reader.readString()
                } else if name.is("modified") {
                    modified = try reader.readString()
                } else {
                    try reader.skipValue()
                }
            }
            if let key { properties.append(TfLWire.Property(key: key, value: value, modified: modified)) }
        }
        return properties
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

        func `is`(_ name: StaticString) -> Bool {
            name.utf8CodeUnitCount == bytes.count
                && bytes.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: bytes.count))
        }

        var text: String { String(decoding: bytes, as: UTF8.self) }
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
        try skipString()
        let span = UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
        guard span.contains(UInt8(ascii: "\\")) else { return String(decoding: span, as: UTF8.self) }
        // Rare: let Foundation undo the escapes of this one string.
        let quoted = Data(UnsafeBufferPointer(rebasing: bytes[(start - 1)..<index]))
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

    /// Steps over the string whose opening quote is at `index`: `memchr` finds the closing quote, and any backslash
    /// before it (whose escaped character is stepped over too).
    private mutating func skipString() throws {
        guard let base = bytes.baseAddress else { throw Malformed() }
        index += 1
        while index < bytes.count {
            let rest = bytes.count - index
            guard let quote = memchr(base + index, Int32(UInt8(ascii: "\"")), rest) else { break }
            let length = UnsafeRawPointer(quote) - UnsafeRawPointer(base + index)
            if let backslash = memchr(base + index, Int32(UInt8(ascii: "\\")), length) {
                index += UnsafeRawPointer(backslash) - UnsafeRawPointer(base + index) + 2
                continue
            }
            index += length + 1
            return
        }
        throw Malformed()
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
