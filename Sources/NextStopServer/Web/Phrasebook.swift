/// The phrases of one language, with their `{slot}`s filled on request.
struct Phrasebook: Sendable {
    let language: WebLanguage
    /// Every phrase by key, as the templates read them (`t.key`).
    let table: [String: String]

    /// The phrase called `key` with each `{name}` replaced by its value.
    func text(_ key: String, _ values: [String: String] = [:]) -> String {
        values.reduce(table[key] ?? key) { phrase, slot in
            phrase.replacingOccurrences(of: "{\(slot.key)}", with: slot.value)
        }
    }

    /// The phrase called `key` for `count` things, its `{n}` filled: `key_one` when `count` is 1 and the table has
    /// it ("1 bike"), `key` otherwise ("0 bikes", "2 bikes").
    func counted(_ key: String, _ count: Int) -> String {
        let singular = key + "_one"
        return text(count == 1 && table[singular] != nil ? singular : key, ["n": String(count)])
    }
}
