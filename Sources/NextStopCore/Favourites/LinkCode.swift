/// The short one-time code that links a second device to an owner's favourites.
public enum LinkCode {
    /// Letters and digits that cannot be misread for one another: no 0/O, no 1/I/L.
    public static let alphabet: [Character] = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    /// Characters in a code.
    public static let length = 6

    /// A fresh random code.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
    }

    /// The code as stored, from what a person typed: case, spaces and dashes are ignored; `nil` if it cannot be one.
    public static func normalized(_ input: String) -> String? {
        let code = input.uppercased().filter { $0 != " " && $0 != "-" }
        guard code.count == length, code.allSatisfy(alphabet.contains) else { return nil }
        return code
    }
}
