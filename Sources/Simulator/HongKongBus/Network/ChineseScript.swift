/// Traditional → Simplified Chinese for the characters the generator's names and remarks use.
enum ChineseScript {
    /// Every Traditional character in `District`, `PlaceName` and the remarks whose Simplified form differs.
    static let simplifiedForms: [Character: Character] = {
        let pairs = """
            亞亚 匯汇 區区 圍围 園园 圖图 堅坚 報报 場场 學学 將将 嶺岭 廈厦 廣广 彌弥 後后 暫暂 書书 東东 樂乐 氣气 \
            淺浅 灣湾 營营 環环 盤盘 碼码 窩窝 紅红 線线 總总 華华 藍蓝 處处 觀观 詩诗 諾诺 貢贡 軍军 軒轩 輔辅 \
            輪轮 過过 郵邮 醫医 銅铜 鐘钟 鐵铁 鑼锣 門门 雲云 電电 預预 頭头 館馆 馬马 體体 魚鱼 鰂鲗 鴨鸭 黃黄 龍龙
            """
        var table: [Character: Character] = [:]
        for pair in pairs.split(separator: " ") where pair.count == 2 {
            table[pair.first!] = pair.last!
        }
        return table
    }()

    /// The Simplified rendering of a Traditional text; characters that are the same in both pass through.
    static func simplified(_ traditional: String) -> String {
        String(traditional.map { simplifiedForms[$0] ?? $0 })
    }
}
