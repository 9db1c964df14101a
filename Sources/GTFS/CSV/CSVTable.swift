import Foundation

/// A small CSV file read whole into strings by the feeds' own reader (quotes, a byte order mark, CRLF or LF, blank
/// trailing rows): for the open-data tables published as CSV beside GTFS, such as MTR's lines and stations, where
/// the rows are few and named columns beat speed.
public struct CSVTable: Sendable {
    /// Column names in file order.
    public let columns: [String]
    /// Each well-formed row, by column name; rows whose fields are all blank are left out.
    public let rows: [[String: String]]
    /// Rows left out as malformed, with their line numbers.
    public let warnings: [FeedWarning]

    /// Reads `data`, naming the file `fileName` in warnings.
    public init(data: Data, fileName: String) {
        var bytes = data
        let log = WarningLog(capacity: 20)
        (columns, rows) = CSVReader.read(&bytes, fileName: fileName) { reader in
            var rows: [[String: String]] = []
            reader.forEachRow(warnings: log) { row in
                var values: [String: String] = [:]
                for (index, name) in reader.columnNames.enumerated() where !row.isBlank(index) {
                    values[name] = row.string(index)
                }
                if !values.isEmpty { rows.append(values) }
            }
            return (reader.columnNames, rows)
        }
        warnings = log.kept
    }
}
