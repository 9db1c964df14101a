import NextStopCore
import Testing

struct SimplifiedChineseTests {
    @Test(arguments: [
        ("竹園邨總站", "竹园邨总站"), ("荃灣西站", "荃湾西站"), ("最後班次已過", "最后班次已过"), ("尖沙咀", "尖沙咀"),
        ("銅鑼灣", "铜锣湾"), ("德輔道中", "德辅道中"), ("部分時間有陽光。北風4級。", "部分时间有阳光。北风4级。"),
        ("天氣非常乾燥", "天气非常干燥"), ("Sha Tin", "Sha Tin"), ("", ""),
    ])
    func simplifiesCharacterByCharacter(traditional: String, simplified: String) {
        // When simplifying a Traditional text
        // Then each character with a simplified form is replaced and the rest pass through
        #expect(traditional.simplifiedChinese == simplified)
    }
}
