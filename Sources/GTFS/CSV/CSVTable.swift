import Foundation

/// A small CSV file read whole into strings by the feeds' own reader (quotes, a byte order mark, CRLF or LF, blank
/// trailing rows): for the open-data tables published as CSV beside GTFS, such as MTR's lines and stations, where
/// the rows are few and named columns beat speed.
public struct CSVTable: Sendable {
    /// Each well-formed row, by column name, blank fields left out; a malformed row (a broken quote, too many
    /// fields) and a row whose fields are all blank are left out whole.
    public let rows: [[String: String]]

    /// Reads `data`.
    public init(data: Data) {
        var bytes = data
        rows = CSVReader.read(&bytes, fileName: "") { reader in
            var rows: [[String: String]] = []
            reader.forEachRow(warnings: WarningLog(capacity: 0)) { row in
                var values: [String: String] = [:]
                for (index, name) in reader.columnNames.enumerated() where !row.isBlank(index) {
                    values[name] = row.string(index)
                }
                if !values.isEmpty { rows.append(values) }
            }
            return rows
        }
    }
}
