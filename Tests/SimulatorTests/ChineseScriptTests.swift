import Foundation
import Testing

@testable import Simulator

@Suite struct ChineseScriptTests {
    @Test(arguments: [
        ("竹園邨總站", "竹园邨总站"), ("荃灣西站", "荃湾西站"), ("最後班次已過", "最后班次已过"), ("尖沙咀", "尖沙咀"),
        ("銅鑼灣", "铜锣湾"), ("德輔道中", "德辅道中"), ("部分時間有陽光。北風4級。", "部分时间有阳光。北风4级。"),
        ("天氣非常乾燥", "天气非常干燥"), ("Sha Tin", "Sha Tin"),
    ])
    func simplifiesCharacterByCharacter(traditional: String, simplified: String) {
        // When simplifying a Traditional text
        // Then each character with a simplified form is replaced and the rest pass through
        #expect(ChineseScript.simplified(traditional) == simplified)
    }

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
