extension JSONWriter {
    /// An integer in plain decimal digits.
    @usableFromInline mutating func integer(_ value: Int64) {
        scalar { bytes in
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            Self.appendDigits(of: value.magnitude, to: &bytes)
        }
    }

    /// A finite double as the encoder writes it: Swift's shortest round-trip `description` less a trailing `.0`
    /// (`100`, `0.1`, `1e-07`, `1e+16`). NaN and infinities are refused, as the encoder refuses them.
    @usableFromInline mutating func number(_ value: Double) {
        guard value.isFinite else { return refuse(value) }
        var text = value.description
        text.withUTF8 { utf8 in
            let wholeNumber = utf8.count > 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8.last == UInt8(ascii: "0")
            scalar { bytes in
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8.dropLast(wholeNumber ? 2 : 0)))
            }
        }
    }

    /// The decimal digits of `value`, with no sign.
    private static func appendDigits(of value: UInt64, to bytes: inout [UInt8]) {
        guard value >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        appendDigits(of: value / 10, to: &bytes)
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
