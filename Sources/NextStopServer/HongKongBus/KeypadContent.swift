import HongKongBus
import NextStopCore

/// The routes tab: the route keypad, its keys enabled for the prefix in the address.
struct KeypadContent {
    /// One key; disabled when no route number continues the prefix with it.
    struct Key {
        var label: String
        var enabled: Bool
    }

    /// The longest prefix the keypad accepts; no route number is longer.
    static let maxLength = 6

    var prefix: String
    var hasPrefix: Bool
    var digits: [Key]
    var zero: Key
    var letters: [Key]

    /// A keypad of the digits and of the letters `network`'s route numbers use, for `prefix`.
    init(prefix: String, network: TransitNetwork) {
        let next = Set(network.routes(matching: prefix).nextKeys)
        func key(_ character: Character) -> Key { Key(label: String(character), enabled: next.contains(character)) }
        self.prefix = prefix
        hasPrefix = !prefix.isEmpty
        digits = "123456789".map(key)
        zero = key("0")
        letters = Self.letters(in: network).map(key)
    }

    /// The prefix a query asked for: upper-cased letters and digits only, at most `maxLength` of them.
    static func prefix(from query: String?) -> String {
        String((query ?? "").uppercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(maxLength))
    }

    /// The letters that occur in the network's route numbers, in order.
    static func letters(in network: TransitNetwork) -> [Character] {
        Set(network.network.routes.flatMap { $0.route.uppercased().filter { $0.isASCII && $0.isLetter } }).sorted()
    }
}
