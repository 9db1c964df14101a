import NextStopCore

/// A bus stop of one operator.
public struct Stop: Sendable, Hashable, Codable, Identifiable {
    public var id: String
    public var company: Company
    public var name: LocalizedText
    public var coordinate: Coordinate
    /// True when a route named this stop but the operator's stop list did not describe it.
    public var isPlaceholder: Bool

    public init(id: String, company: Company, name: LocalizedText, coordinate: Coordinate, isPlaceholder: Bool = false) {
        self.id = id
        self.company = company
        self.name = name
        self.coordinate = coordinate
        self.isPlaceholder = isPlaceholder
    }

    /// A clearly marked stand-in for a stop id that a route uses but no stop record describes, named `name` or, by
    /// default, "Unknown stop" and its id.
    public static func placeholder(id: String, company: Company, name: LocalizedText? = nil) -> Stop {
        Stop(
            id: id,
            company: company,
            name: name ?? LocalizedText(en: "Unknown stop \(id)", tc: "未知車站 \(id)", sc: "未知车站 \(id)"),
            coordinate: Coordinate(latitude: .nan, longitude: .nan),
            isPlaceholder: true
        )
    }
}

extension Stop {
    /// The code riders see at the stop and search by: the one that ends most KMB English names, `(WT916)` → `WT916`
    /// (API-NOTES §KMB 9), else a Citybus stop's six-digit number; nil when the stop has only an internal id.
    public var riderCode: String? {
        if isPlaceholder { return nil }
        if let code = Self.code(endingName: name.en) { return code }
        return id.utf8.count == 6 && id.utf8.allSatisfy(Self.isDigit) ? id : nil
    }

    /// The name the stop shares with the other poles of its place: the English name without its ending code, lower
    /// case (`CHUK YUEN ESTATE (CY864)` and `Chuk Yuen Estate` are both `chuk yuen estate`).
    public var groupName: String {
        var name = name.en
        if Self.code(endingName: name) != nil, let open = name.lastIndex(of: "(") { name = String(name[..<open]) }
        return name.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The code in brackets at the end of an English name, upper-cased: 2 to 10 letters and digits, both present.
    static func code(endingName name: String) -> String? {
        let bytes = name.utf8
        guard bytes.last == UInt8(ascii: ")"), let open = bytes.lastIndex(of: UInt8(ascii: "(")) else { return nil }
        let code = bytes[bytes.index(after: open)..<bytes.index(before: bytes.endIndex)]
        guard (2...10).contains(code.count), code.allSatisfy({ isDigit($0) || isLetter($0) }),
            code.contains(where: isDigit), code.contains(where: isLetter)
        else { return nil }
        return String(decoding: code, as: UTF8.self).uppercased()
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
