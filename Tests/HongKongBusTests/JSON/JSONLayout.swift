/// What a parser does not show of a JSON text: the order of each object's keys and the white space between tokens.
struct JSONLayout {
    /// The keys that do not sort after the key before them in their object, by their UTF-8 bytes.
    private(set) var keysOutOfOrder: [String] = []
    /// The text without the white space between tokens.
    private(set) var compacted: [UInt8] = []

    /// The layout of a JSON text.
    init(_ bytes: [UInt8]) {
        // the last key seen in each object open around the current token
        var lastKeys: [ArraySlice<UInt8>?] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case _ where Self.isWhitespace(byte):
                index += 1
                continue
            case UInt8(ascii: "\""):
                let end = Self.endOfString(in: bytes, openingAt: index)
                compacted.append(contentsOf: bytes[index...end])
                if Self.isKey(in: bytes, after: end), let object = lastKeys.indices.last {
                    let key = bytes[(index + 1)..<end]
                    if let previous = lastKeys[object], !previous.lexicographicallyPrecedes(key) {
                        keysOutOfOrder.append(String(decoding: key, as: UTF8.self))
                    }
                    lastKeys[object] = key
                }
                index = end + 1
                continue
            case UInt8(ascii: "{"):
                lastKeys.append(nil)
            case UInt8(ascii: "}"):
                lastKeys.removeLast()
            default:
                break
            }
            compacted.append(byte)
            index += 1
        }
    }

    /// True for the bytes JSON allows between tokens.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    /// The index of the quote that closes the string whose opening quote is at `start`.
    private static func endOfString(in bytes: [UInt8], openingAt start: Int) -> Int {
        var index = start + 1
        while bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index
    }

    /// True when the string closing at `end` is a key: a colon follows it.
    private static func isKey(in bytes: [UInt8], after end: Int) -> Bool {
        bytes[(end + 1)...].first { !isWhitespace($0) } == UInt8(ascii: ":")
    }
}
