import Foundation
import NextStopCore

/// Every phrase of the web app in each language: the shell's and those of each system served. Pages read them as
/// `t.key`, the page scripts from the same table embedded as JSON.
struct WebPhrases: Sendable {
    private let tables: [WebLanguage: [String: String]]
    private let scriptJSONs: [WebLanguage: String]

    /// The shell's phrases with each of `systems`' tables; a key two tables share keeps the first table's phrase.
    init(systems: [PhraseTable]) {
        let merged = systems.reduce(ShellPhrases.table) { table, system in table.merging(system) { first, _ in first } }
        tables = Dictionary(
            uniqueKeysWithValues: WebLanguage.allCases.map { language in
                (language, merged.mapValues { phrase in Self.text(of: phrase, in: language) })
            })
        scriptJSONs = tables.mapValues(Self.scriptJSON)
    }

    /// The phrases of `language`.
    func phrasebook(_ language: WebLanguage) -> Phrasebook {
        Phrasebook(language: language, table: tables[language] ?? [:])
    }

    /// The table of `language` as JSON that is safe inside `<script type="application/json">`: no `<`, `>` or `&`
    /// survives, so the text can never close the element or open a comment.
    func scriptJSON(for language: WebLanguage) -> String { scriptJSONs[language] ?? "{}" }

    private static func text(of phrase: (tc: String, en: String), in language: WebLanguage) -> String {
        switch language {
        case .english: phrase.en
        // The Simplified phrases are the Traditional ones through ICU's script transform.
        case .simplifiedChinese: phrase.tc.simplifiedChinese
        case .traditionalChinese: phrase.tc
        }
    }

    private static func scriptJSON(_ table: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(table)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
