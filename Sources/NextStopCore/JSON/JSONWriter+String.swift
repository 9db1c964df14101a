extension JSONWriter {
    /// A string escaped as the encoder escapes it with `.withoutEscapingSlashes`: quote, backslash and the control
    /// characters below U+0020 only; everything else, `/`, U+2028 and U+2029 included, stays as its UTF-8.
    @usableFromInline mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            scalar { bytes in
                bytes.append(UInt8(ascii: "\""))
                var plainStart = 0
                for (index, byte) in utf8.enumerated() where Self.needsEscape(byte) {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                    Self.appendEscape(of: byte, to: &bytes)
                    plainStart = index + 1
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
                bytes.append(UInt8(ascii: "\""))
            }
        }
    }

    /// True for the bytes the encoder escapes: quote, backslash and control characters.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The escape of one byte that cannot appear raw: the short form where JSON has one, else `\u00xx` in lowercase.
    private static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        default:
            append("u00", to: &bytes)
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }
}
