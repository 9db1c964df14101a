import NextStopCore

/// A way of getting around the assistant has no data on. A question about one is not read as a bus question (出租车
/// and 电车 hold 车, a bus word), and the answer says which mode it does not know rather than looking for a bus stop.
public enum OtherMode: String, Sendable, Hashable, CaseIterable {
    case taxi
    case rail
    case ferry
    case tram
    case minibus

    /// The words naming the mode, folded (lower case, Simplified).
    private var cues: Keywords {
        switch self {
        case .taxi: ["taxi", "taxis", "cab", "cabs", "uber", "的士", "出租车", "计程车", "打车", "打的"]
        case .rail:
            [
                "mtr", "train", "trains", "subway", "metro", "light rail", "airport express", "港铁", "地铁", "火车", "铁路",
                "轻铁", "机场快线", "东铁", "西铁", "屯马线",
            ]
        case .ferry: ["ferry", "ferries", "boat", "渡轮", "小轮", "坐船", "搭船", "船期"]
        case .tram: ["tram", "trams", "ding ding", "电车", "叮叮"]
        case .minibus: ["minibus", "minibuses", "gmb", "green minibus", "小巴", "专线小巴"]
        }
    }

    /// The mode's name in a sentence.
    public var name: LocalizedText {
        switch self {
        case .taxi: LocalizedText(en: "taxis", tc: "的士", sc: "出租车")
        case .rail: LocalizedText(en: "MTR trains", tc: "港鐵", sc: "港铁")
        case .ferry: LocalizedText(en: "ferries", tc: "渡輪", sc: "渡轮")
        case .tram: LocalizedText(en: "trams", tc: "電車", sc: "电车")
        case .minibus: LocalizedText(en: "minibuses", tc: "小巴", sc: "小巴")
        }
    }

    /// The first mode `question` names outside `stopName`, the folded name of the bus stop it names ("Star Ferry",
    /// "旺角港铁站" name stops, not modes); nil when it names none.
    static func named(in question: QuestionText, outside stopName: String?) -> OtherMode? {
        var text = question.folded
        if let stopName { text = FoldedText(text.string.replacingOccurrences(of: stopName, with: " ")) }
        return allCases.first { text.containsAny($0.cues) }
    }
}
