import Foundation
import HongKongBus
import NextStopCore
import Testing

/// The writer's scalars and containers against `APIJSON.encoder()`, in arrays and under keys.
struct JSONWriterTests {
    private static let rounds = 3_000

    private func expectSameBytesAlone<Value: Encodable & JSONWritable>(
        _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try expectSameBytes([value], sourceLocation: sourceLocation)
        try expectSameBytes(Keyed(value), sourceLocation: sourceLocation)
    }

    @Test(arguments: HostileValues.strings)
    func aStringIsEscapedAsTheEncoderEscapesIt(_ string: String) throws {
        try expectSameBytesAlone(string)
    }

    @Test func randomStringsAreEscapedAsTheEncoderEscapesThem() throws {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<Self.rounds {
            try expectSameBytesAlone(HostileValues.string(using: &generator))
        }
    }

    @Test(arguments: HostileValues.numbers)
    func aDoubleIsFormattedAsTheEncoderFormatsIt(_ number: Double) throws {
        try expectSameBytesAlone(number)
        try expectSameBytesAlone(-number)
    }

    @Test func randomDoublesAreFormattedAsTheEncoderFormatsThem() throws {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<Self.rounds {
            try expectSameBytesAlone(HostileValues.number(using: &generator))
        }
    }

    @Test(arguments: HostileValues.integers)
    func anIntegerIsWrittenAsTheEncoderWritesIt(_ integer: Int) throws {
        try expectSameBytesAlone(integer)
    }

    @Test(arguments: HostileValues.dates)
    func aDateIsWrittenAsTheISO8601StrategyWritesIt(_ date: Date) throws {
        try expectSameBytesAlone(date)
    }

    @Test func randomDatesAreWrittenAsTheISO8601StrategyWritesThem() throws {
        var generator = SeededGenerator(seed: 13)
        for _ in 0..<Self.rounds {
            try expectSameBytesAlone(HostileValues.date(using: &generator))
        }
    }

    @Test func booleansAndNestedAndEmptyArraysAreWrittenAsTheEncoderWritesThem() throws {
        try expectSameBytesAlone(true)
        try expectSameBytesAlone(false)
        try expectSameBytes([[Int]]())
        try expectSameBytes([[], [1], [], [2, 3]] as [[Int]])
        try expectSameBytes(Keyed([String]()))
        try expectSameBytes([Keyed(1), Keyed(2)])
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNumberJSONCannotExpressIsRefusedAsTheEncoderRefusesIt(_ number: Double) {
        #expect(throws: EncodingError.self) { try APIJSON.encoder().encode(Keyed(number)) }
        #expect(throws: EncodingError.self) { try APIJSON.encode(Keyed(number)) }
        #expect(throws: EncodingError.self) { try APIJSON.encode([1, number, 2]) }
    }

    @Test func anyAnswerIsWrittenDirectlyWhenItCanBe() throws {
        // given an answer whose writer and Codable conformance disagree on purpose
        struct Marked: Encodable, JSONWritable {
            let source = "codable"

            func write(to writer: inout JSONWriter) {
                writer.object { object in object.member("source", "writer") }
            }
        }

        #expect(try APIJSON.bytes(of: Marked()) == Array(#"{"source":"writer"}"#.utf8))
    }

    @Test func anyOtherAnswerIsEncodedByTheEncoder() throws {
        struct Plain: Encodable {
            let path = "a/b"
            let when = Date(timeIntervalSince1970: 0)
        }

        #expect(try APIJSON.bytes(of: Plain()) == Array(#"{"path":"a/b","when":"1970-01-01T00:00:00Z"}"#.utf8))
    }
}
