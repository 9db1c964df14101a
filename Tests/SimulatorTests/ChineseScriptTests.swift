import Testing

@testable import Simulator

@Suite struct ChineseScriptTests {
    @Test(arguments: [
        ("竹園邨總站", "竹园邨总站"), ("荃灣西站", "荃湾西站"), ("最後班次已過", "最后班次已过"), ("尖沙咀", "尖沙咀"),
        ("銅鑼灣", "铜锣湾"), ("德輔道中", "德辅道中"),
    ])
    func simplifiesCharacterByCharacter(traditional: String, simplified: String) {
        // When simplifying a Traditional name
        // Then each character with a simplified form is replaced and the rest pass through
        #expect(ChineseScript.simplified(traditional) == simplified)
    }

    @Test func everyTableEntryMapsToADifferentCharacter() {
        // Given the table
        // Then no entry maps a character to itself, and no simplified form is itself a key
        let table = ChineseScript.simplifiedForms
        #expect(table.count >= 60)
        #expect(table.allSatisfy { $0.key != $0.value })
        #expect(table.values.allSatisfy { table[$0] == nil })
    }
}
