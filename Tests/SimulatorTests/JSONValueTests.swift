import Foundation
import Testing

@testable import Simulator

@Suite struct JSONValueTests {
    @Test func keepsKeyOrderAndEscapes() throws {
        // Given an object with keys out of alphabetical order and characters that need escaping
        let value = JSONValue.object([
            ("z", .string("say \"hi\"\n\\")), ("a", .int(-3)), ("m", .null), ("list", .array([.string("灣"), .int(1)])),
        ])

        // When serialising
        let text = String(decoding: value.serialized, as: UTF8.self)

        // Then keys keep their order and the text parses back to the same values
        #expect(text == #"{"z":"say \"hi\"\n\\","a":-3,"m":null,"list":["灣",1]}"#)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(value.serialized)) as? [String: Any])
        #expect(parsed["z"] as? String == "say \"hi\"\n\\")
    }

    @Test func escapesControlCharacters() {
        #expect(JSONValue.string("a\u{1}b").serialized == Array(#""a\u0001b""#.utf8))
    }
}
