import NextStopCore

/// An Air Quality Health Index reading: 1 to 10, or `10+` above 10.
public struct AirQualityIndex: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1 to 10, and 11 for `10+`.
    public let value: Int

    /// The index `value` (1...11, 11 meaning `10+`); nil outside that range.
    public init?(value: Int) {
        guard (1...11).contains(value) else { return nil }
        self.value = value
    }

    /// The index as EPD writes it (`5`, `10+`); nil for anything else, `-` (no reading) included.
    public init?(wording: String) {
        let text = wording.trimmingCharacters(in: .whitespaces)
        if text == "10+" {
            value = 11
        } else if let number = Int(text), (1...10).contains(number) {
            value = number
        } else {
            return nil
        }
    }

    /// `1` to `10`, or `10+`.
    public var description: String { value > 10 ? "10+" : String(value) }

    public var risk: HealthRisk { HealthRisk(self) }

    public static func < (lhs: AirQualityIndex, rhs: AirQualityIndex) -> Bool { lhs.value < rhs.value }
}

/// The health risk band of an AQHI reading, with its colour and EPD's health advice.
public enum HealthRisk: String, Sendable, Hashable, CaseIterable {
    case low = "Low"
    case moderate = "Moderate"
    case high = "High"
    case veryHigh = "Very High"
    case serious = "Serious"

    /// 1–3 Low, 4–6 Moderate, 7 High, 8–10 Very High, 10+ Serious.
    public init(_ index: AirQualityIndex) {
        switch index.value {
        case ...3: self = .low
        case 4...6: self = .moderate
        case 7: self = .high
        case 8...10: self = .veryHigh
        default: self = .serious
        }
    }

    /// The band's name in three languages.
    public var name: LocalizedText {
        switch self {
        case .low: LocalizedText(en: "Low", tc: "低", sc: "低")
        case .moderate: LocalizedText(en: "Moderate", tc: "中", sc: "中")
        case .high: LocalizedText(en: "High", tc: "高", sc: "高")
        case .veryHigh: LocalizedText(en: "Very High", tc: "甚高", sc: "甚高")
        case .serious: LocalizedText(en: "Serious", tc: "嚴重", sc: "严重")
        }
    }

    /// The band's colour on EPD's scale: green, orange, red, brown, black.
    public var colour: String {
        switch self {
        case .low: "#4cb050"
        case .moderate: "#f7a427"
        case .high: "#e3262b"
        case .veryHigh: "#8b4513"
        case .serious: "#000000"
        }
    }

    /// The advice for the general public.
    public var generalAdvice: LocalizedText {
        switch self {
        case .low, .moderate, .high:
            LocalizedText(en: "Usual outdoor activities.", tc: "可如常進行戶外活動。", sc: "可如常进行户外活动。")
        case .veryHigh:
            LocalizedText(
                en: "Reduce outdoor physical exertion and the time spent outdoors, especially in areas with heavy traffic.",
                tc: "應減少戶外體力消耗，以及減少在戶外逗留的時間，特別在交通繁忙地方。",
                sc: "应减少户外体力消耗，以及减少在户外逗留的时间，特别在交通繁忙地方。")
        case .serious:
            LocalizedText(
                en: "Reduce to a minimum outdoor physical exertion and the time spent outdoors, especially in areas "
                    + "with heavy traffic.",
                tc: "應盡量減少戶外體力消耗，以及盡量減少在戶外逗留的時間，特別在交通繁忙地方。",
                sc: "应尽量减少户外体力消耗，以及尽量减少在户外逗留的时间，特别在交通繁忙地方。")
        }
    }

    /// The advice for people at higher risk: children, the elderly, people with heart or respiratory illnesses.
    public var higherRiskAdvice: LocalizedText {
        switch self {
        case .low:
            LocalizedText(en: "Usual activities.", tc: "可如常活動。", sc: "可如常活动。")
        case .moderate:
            LocalizedText(
                en: "No response action is normally needed; anyone with symptoms should consider seeking a doctor's advice.",
                tc: "一般無須採取預防措施；出現病徵的人士應考慮徵詢醫生的意見。",
                sc: "一般无须采取预防措施；出现病征的人士应考虑征询医生的意见。")
        case .high:
            LocalizedText(
                en: "Children, the elderly and people with heart or respiratory illnesses: reduce outdoor physical "
                    + "exertion and the time spent outdoors, especially in areas with heavy traffic.",
                tc: "兒童、長者及心臟病或呼吸系統疾病患者應減少戶外體力消耗，以及減少在戶外逗留的時間，特別在交通繁忙地方。",
                sc: "儿童、长者及心脏病或呼吸系统疾病患者应减少户外体力消耗，以及减少在户外逗留的时间，特别在交通繁忙地方。")
        case .veryHigh:
            LocalizedText(
                en: "Children, the elderly and people with heart or respiratory illnesses: reduce to a minimum outdoor "
                    + "physical exertion and the time spent outdoors, especially in areas with heavy traffic.",
                tc: "兒童、長者及心臟病或呼吸系統疾病患者應盡量減少戶外體力消耗，以及盡量減少在戶外逗留的時間，特別在交通繁忙地方。",
                sc: "儿童、长者及心脏病或呼吸系统疾病患者应尽量减少户外体力消耗，以及尽量减少在户外逗留的时间，特别在交通繁忙地方。")
        case .serious:
            LocalizedText(
                en: "Children, the elderly and people with heart or respiratory illnesses: avoid outdoor physical "
                    + "exertion and staying outdoors, especially in areas with heavy traffic.",
                tc: "兒童、長者及心臟病或呼吸系統疾病患者應避免戶外體力消耗，以及避免在戶外逗留，特別在交通繁忙地方。",
                sc: "儿童、长者及心脏病或呼吸系统疾病患者应避免户外体力消耗，以及避免在户外逗留，特别在交通繁忙地方。")
        }
    }
}
