import Foundation
import HongKongBus
import NextStopCore
import Testing

/// The writer's scalars and containers, alone, in arrays and under keys, read back as a client reads them.
struct JSONWriterTests {
    private static let rounds = 3_000

    /// Expects `value` to read back as its contract alone, as an array's element and as an object's member.
    private func expectContractAlone(_ value: some Contracted, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectContract(value, sourceLocation: sourceLocation)
        try expectContract([value], sourceLocation: sourceLocation)
        try expectContract(Keyed(value), sourceLocation: sourceLocation)
    }

    /// Expects `string` to read back as itself alone, as an array's element and as an object's member. Read by
    /// `JSONDecoder`: `JSONSerialization` drops a byte-order mark (U+FEFF) that opens a string.
    private func expectReadBack(_ string: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(String.self, from: Data(APIJSON.encode(string))) == string, sourceLocation: sourceLocation)
        #expect(
            try decoder.decode([String].self, from: Data(APIJSON.encode([string]))) == [string], sourceLocation: sourceLocation)
        #expect(
            try decoder.decode([String: String?].self, from: Data(APIJSON.encode(Keyed(string)))) == [
                "null": nil, "value": string,
            ],
            sourceLocation: sourceLocation)
    }

    /// The text between the quotes of a string's JSON.
    private func escaped(_ string: String) throws -> String {
        String(decoding: try APIJSON.encode(string).dropFirst().dropLast(), as: UTF8.self)
    }

    @Test(arguments: HostileValues.strings)
    func aStringReadsBackAsItself(_ string: String) throws {
        try expectReadBack(string)
    }

    @Test func randomStringsReadBackAsThemselves() throws {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<Self.rounds {
            try expectReadBack(HostileValues.string(using: &generator))
        }
    }

    @Test(arguments: [
        ("say \"hi\"", #"say \"hi\""#), (#"back\slash"#, #"back\\slash"#), ("\n\r\t\u{8}\u{c}", #"\n\r\t\b\f"#),
        ("\u{0}\u{1}\u{b}\u{e}\u{1f}", #"\u0000\u0001\u000b\u000e\u001f"#),
    ])
    func quotesBackslashesAndControlCharactersAreEscaped(_ string: String, as escape: String) throws {
        #expect(try escaped(string) == escape)
    }

    @Test(arguments: [
        "a/b//c", "https://example.com/x?y=1&z=2", "\u{7f}", "\u{2028}\u{2029}", "\u{feff}bom", "é and e\u{301}", "🚌🚏", "中環",
    ])
    func everythingElseIsWrittenAsItsUTF8(_ string: String) throws {
        #expect(try escaped(string) == string)
    }

    @Test(arguments: HostileValues.numbers)
    func aDoubleReadsBackAsItself(_ number: Double) throws {
        try expectContractAlone(number)
        try expectContractAlone(-number)
    }

    @Test func randomDoublesReadBackAsThemselves() throws {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<Self.rounds {
            try expectContractAlone(HostileValues.number(using: &generator))
        }
    }

    @Test(arguments: [(100.0, "100"), (-3, "-3"), (0.1, "0.1"), (22.280927, "22.280927"), (1e-7, "1e-07"), (1e16, "1e+16")])
    func aDoubleIsWrittenInItsShortestFormWithoutAWholeNumbersFraction(_ number: Double, as text: String) throws {
        #expect(String(decoding: try APIJSON.encode(number), as: UTF8.self) == text)
    }

    @Test(arguments: HostileValues.integers)
    func anIntegerIsWrittenInDecimalDigits(_ integer: Int) throws {
        try expectContractAlone(integer)
        #expect(String(decoding: try APIJSON.encode(integer), as: UTF8.self) == String(integer))
    }

    @Test(arguments: HostileValues.dates)
    func aDateReadsBackAsISO8601ToTheSecond(_ date: Date) throws {
        try expectContractAlone(date)
    }

    @Test func randomDatesReadBackAsISO8601ToTheSecond() throws {
        var generator = SeededGenerator(seed: 13)
        for _ in 0..<Self.rounds {
            try expectContractAlone(HostileValues.date(using: &generator))
        }
    }

    @Test func booleansAndNestedAndEmptyArraysReadBackAsThemselves() throws {
        try expectContractAlone(true)
        try expectContractAlone(false)
        try expectContract([[Int]]())
        try expectContract([[], [1], [], [2, 3]] as [[Int]])
        try expectContract(Keyed([String]()))
        try expectContract([Keyed(1), Keyed(2)])
    }

    @Test func indentedJSONPutsEachValueOnALineAndEmptyContainersOnTwo() throws {
        let value = [Keyed([[Int]]()), Keyed([[1, 2], []])]

        let text = String(decoding: try APIJSON.encode(value, pretty: true), as: UTF8.self)

        #expect(
            text == """
                [
                  {
                    "null" : null,
                    "value" : [

                    ]
                  },
                  {
                    "null" : null,
                    "value" : [
                      [
                        1,
                        2
                      ],
                      [

                      ]
                    ]
                  }
                ]
                """)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNumberJSONCannotExpressIsRefused(_ number: Double) {
        #expect(throws: EncodingError.self) { try APIJSON.encode(Keyed(number)) }
        #expect(throws: EncodingError.self) { try APIJSON.encode([1, number, 2]) }
        #expect(throws: EncodingError.self) { try APIJSON.encode(number, pretty: true) }
    }
}
