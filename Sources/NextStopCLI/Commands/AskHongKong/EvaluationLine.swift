import AskHongKong
import Foundation

/// One line of an Ask Hong Kong evaluation set, as `bench ask` reads it: the language, the question and the intent it
/// should be read as (its slots are checked by the tests, against the fixture bus directory).
struct EvaluationLine: Sendable {
    var language: String
    var question: String
    var intent: String

    /// The lines of the set at `file`; comment lines (`#`) are skipped.
    static func read(_ file: URL) throws -> [EvaluationLine] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw CLIError("cannot read \(file.path); run from the repository root or give --questions")
        }
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> EvaluationLine? in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 3 else { return nil }
            return EvaluationLine(language: columns[0], question: columns[1], intent: columns[2])
        }
        guard !lines.isEmpty else { throw CLIError("\(file.path) has no questions") }
        return lines
    }

    /// The share of `lines` whose intent `read` gets right, per language: `en 100.0 % · tc 99.5 % · sc 99.8 %`.
    static func intentAccuracy(_ lines: [EvaluationLine], read: (String) throws -> Reading) -> String {
        let languages = lines.reduce(into: [String]()) { seen, line in
            if !seen.contains(line.language) { seen.append(line.language) }
        }
        return languages.map { language in
            let asked = lines.filter { $0.language == language }
            let right = asked.filter { line in (try? read(line.question))?.intent.rawValue == line.intent }.count
            return "\(language) \(String(format: "%.1f", Double(right) * 100 / Double(asked.count))) %"
        }.joined(separator: " · ")
    }
}
