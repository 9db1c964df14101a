import Foundation
import Testing

@testable import GTFS

/// What the reader made of a CSV text.
private struct Parsed {
    var header: [String] = []
    var rows: [[String]] = []
    var lines: [Int] = []
    var warnings: [FeedWarning] = []
}

private func parse(_ text: String) -> Parsed {
    parse(Data(text.utf8))
}

private func parse(_ bytes: Data) -> Parsed {
    var data = bytes
    var parsed = Parsed()
    let log = WarningLog(capacity: 100)
    CSVReader.read(&data, fileName: "test.txt") { reader in
        parsed.header = reader.columnNames
        reader.forEachRow(warnings: log) { row in
            parsed.rows.append((0..<row.fieldCount).map { row.string($0) })
            parsed.lines.append(row.line)
        }
    }
    parsed.warnings = log.kept
    return parsed
}

@Suite struct CSVReaderTests {
    @Test func readsQuotedFieldsWithCommasAndEscapedQuotes() {
        let parsed = parse("id,name\n1,\"Smith, \"\"Jr\"\"\"\n2,plain\n")
        #expect(parsed.header == ["id", "name"])
        #expect(parsed.rows == [["1", "Smith, \"Jr\""], ["2", "plain"]])
    }

    @Test func keepsNewlinesInsideQuotesAndCountsLinesAfterThem() {
        let parsed = parse("id,name\n1,\"two\nlines\"\n2,\"three\r\nline\r\nfield\"\n3,last\n")
        #expect(parsed.rows.map { $0[1] } == ["two\nlines", "three\r\nline\r\nfield", "last"])
        #expect(parsed.lines == [2, 4, 7])
    }

    @Test func stripsByteOrderMarkAndReadsCRLFWithoutFinalNewline() {
        var bytes = Data([0xEF, 0xBB, 0xBF])
        bytes.append(Data("stop_id,stop_name\r\nA,Alpha\r\nB,Beta".utf8))
        let parsed = parse(bytes)
        #expect(parsed.header == ["stop_id", "stop_name"])
        #expect(parsed.rows == [["A", "Alpha"], ["B", "Beta"]])
    }

    @Test func readsMixedLineEndingsAndSkipsBlankLines() {
        let parsed = parse("a,b\r\n1,2\n3,4\r5,6\r\n\n7,8")
        #expect(parsed.rows == [["1", "2"], ["3", "4"], ["5", "6"], ["7", "8"]])
        #expect(parsed.lines == [2, 3, 4, 6])
    }

    @Test func toleratesSpacesAroundQuotedFieldsAndTrimsUnquotedOnes() {
        let parsed = parse("a,b,c\n\"x\" , \"y\",  z  \n")
        #expect(parsed.rows == [["x", "y", "z"]])
        #expect(parsed.warnings.isEmpty)
    }

    @Test func readsEmptyFieldsAndUTF8Text() {
        let parsed = parse("a,b,c\n,,\"\"\nSão Paulo,東京,\n")
        #expect(parsed.rows == [["", "", ""], ["São Paulo", "東京", ""]])
    }

    @Test func reportsRowsWithTheWrongFieldCountByLineAndKeepsGoing() {
        let parsed = parse("a,b\n1,2\n1,2,3\n4,5\n6\n")
        #expect(parsed.rows == [["1", "2"], ["4", "5"]])
        #expect(parsed.warnings.map(\.line) == [3, 5])
        #expect(parsed.warnings.allSatisfy { $0.file == "test.txt" && $0.message.contains("fields") })
    }

    @Test func acceptsExtraTrailingEmptyFields() {
        let parsed = parse("a,b\n1,2,\n")
        #expect(parsed.rows == [["1", "2"]])
        #expect(parsed.warnings.isEmpty)
    }

    @Test func reportsTextAfterAClosingQuote() {
        let parsed = parse("a,b\n\"x\"y,2\n3,4\n")
        #expect(parsed.rows == [["3", "4"]])
        #expect(parsed.warnings.first?.line == 2)
    }

    @Test func aStrayQuoteCostsItsOwnRowOnly() {
        // the quote opening row 3's second field closes nowhere: it would swallow the rest of the file
        let parsed = parse("a,b\n1,2\n3,\"open\n4,5\n6,7\n")
        #expect(parsed.rows == [["1", "2"], ["4", "5"], ["6", "7"]])
        #expect(parsed.lines == [2, 4, 5])
        #expect(parsed.warnings.map(\.line) == [3])
        #expect(parsed.warnings.first?.message.contains("stray quote") == true)
    }

    @Test func aStrayQuoteDoesNotPairWithALaterQuote() {
        // row 2's stray quote would close inside row 4's field, taking rows 3 and 4 with it
        let parsed = parse("a,b\n1,\"x\n2,3\n4,y\"z\n5,6\n")
        #expect(parsed.rows == [["2", "3"], ["4", "y\"z"], ["5", "6"]])
        #expect(parsed.warnings.map(\.line) == [2])
    }

    @Test func aStrayQuoteBeforeARowOfTheWrongLengthCostsItsOwnRow() {
        // the quote closes cleanly two lines on, but the record it makes has too many fields
        let parsed = parse("a,b\n1,\"x\n2,3\n4\",5,6\n7,8\n")
        #expect(parsed.rows == [["2", "3"], ["7", "8"]])
        #expect(parsed.warnings.map(\.line) == [2, 4])
    }

    @Test func reportsAQuoteThatNeverClosesOnTheLastLine() {
        let parsed = parse("a,b\n1,2\n3,\"open")
        #expect(parsed.rows == [["1", "2"]])
        #expect(parsed.warnings.map(\.line) == [3])
        #expect(parsed.warnings.first?.message.contains("never closed") == true)
    }

    @Test func emptyFileHasNoColumnsAndNoRows() {
        let parsed = parse("")
        #expect(parsed.header.isEmpty)
        #expect(parsed.rows.isEmpty)
    }
}
