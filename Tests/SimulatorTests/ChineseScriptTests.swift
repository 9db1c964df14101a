import Foundation
import Testing

@testable import Simulator

@Suite struct ChineseScriptTests {
    @Test func simplifiesEveryStringOfADocument() throws {
        // Given a report with strings in objects, arrays and beside numbers
        let document: [String: Any] = ["a": "東北季候風", "b": [["c": "陽光", "d": 21]], "e": 3]
        // When it is simplified
        let simplified = try #require(ChineseScript.simplified(document: document) as? [String: Any])
        // Then every string is Simplified and the rest is kept
        #expect(simplified["a"] as? String == "东北季候风")
        let inner = try #require((simplified["b"] as? [[String: Any]])?.first)
        #expect(inner["c"] as? String == "阳光")
        #expect(inner["d"] as? Int == 21)
        #expect(simplified["e"] as? Int == 3)
    }
}
