import AskHongKong
import Foundation

/// One line of the evaluation set: a question (after an earlier one for a follow-up), the language it is written
/// in, and the intent and slots it should be read as.
struct EvaluationCase: Sendable, CustomStringConvertible {
    var language: String
    var earlier: String?
    var question: String
    var intent: Intent
    var slots: Slots

    var description: String { (earlier.map { "\($0) → " } ?? "") + question }

    /// The cases of `Fixtures/Evaluation/<name>.tsv`; a follow-up file has the earlier question in its second column.
    static func load(_ name: String, followUps: Bool = false) throws -> [EvaluationCase] {
        guard let url = Bundle.module.url(forResource: "Fixtures/Evaluation/\(name)", withExtension: "tsv") else {
            throw EvaluationError("no fixture Fixtures/Evaluation/\(name).tsv")
        }
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        return try lines.map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == (followUps ? 5 : 4), let intent = Intent(rawValue: columns[columns.count - 2]) else {
                throw EvaluationError("unreadable line: \(line)")
            }
            return EvaluationCase(
                language: columns[0], earlier: followUps ? columns[1] : nil, question: columns[followUps ? 2 : 1],
                intent: intent, slots: try slots(columns[columns.count - 1]))
        }
    }

    /// `date=2025-11-30;place=Sha Tin`, or `-` for none.
    private static func slots(_ text: String) throws -> Slots {
        var slots = Slots()
        for pair in text.split(separator: ";") where pair != "-" {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw EvaluationError("unreadable slot \(pair)") }
            switch parts[0] {
            case "date":
                let numbers = parts[1].split(separator: "-").compactMap { Int($0) }
                guard numbers.count == 3 else { throw EvaluationError("unreadable date \(parts[1])") }
                slots.date = CalendarDay(year: numbers[0], month: numbers[1], day: numbers[2])
            case "place": slots.place = parts[1]
            case "warning": slots.warning = parts[1]
            case "route": slots.route = parts[1]
            case "stop": slots.stop = parts[1]
            case "company": slots.company = parts[1]
            default: throw EvaluationError("unknown slot \(parts[0])")
            }
        }
        return slots
    }
}

struct EvaluationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
