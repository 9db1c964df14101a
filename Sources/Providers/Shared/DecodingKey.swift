/// A coding key for any name, so wire records spell their keys exactly as the upstream does.
struct DecodingKey: CodingKey, ExpressibleByStringLiteral, Sendable {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(stringLiteral value: String) { self.init(stringValue: value) }
}
