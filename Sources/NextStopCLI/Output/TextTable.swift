/// A plain-text table whose columns line up in a terminal, Chinese characters counting as two cells.
struct TextTable {
    let headers: [String]
    var rows: [[String]] = []

    init(_ headers: String...) { self.headers = headers }

    mutating func add(_ cells: String...) { rows.append(cells) }

    var rendered: String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { Self.width(of: $0[column]) }.max() ?? 0 }
        return all.map { row in
            let line = row.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - Self.width(of: cell))
            }.joined(separator: "  ")
            let end = line.utf8.lastIndex { $0 != UInt8(ascii: " ") }.map { line.utf8.index(after: $0) } ?? line.startIndex
            return String(line[..<end])
        }.joined(separator: "\n")
    }

    /// `text` cut to at most `cells` terminal cells, an ellipsis marking the cut.
    static func clipped(_ text: String, to cells: Int) -> String {
        guard width(of: text) > cells else { return text }
        var clipped = ""
        for character in text {
            if width(of: clipped + String(character)) > cells - 1 { break }
            clipped.append(character)
        }
        return clipped + "…"
    }

    /// Terminal cells a string takes: East Asian wide and full-width characters take two.
    static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in total + (isWide(scalar.value) ? 2 : 1) }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
    }
}
