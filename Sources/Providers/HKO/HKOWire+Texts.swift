import Foundation

/// The Observatory's text reports (API-NOTES §HKO): the local forecast, the warnings' full texts and the special
/// weather tips. Each is `""` or `{}` when it has nothing to say.
extension HKOWire {
    /// The local weather forecast (`flw`): every field `""` when empty.
    struct LocalForecastReport: Decodable, Sendable {
        let generalSituation: String
        let tropicalCyclone: String
        let period: String
        let forecast: String
        let outlook: String
        let updateTime: Date?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            generalSituation = try record.decodeText(forKey: "generalSituation")
            tropicalCyclone = try record.decodeText(forKey: "tcInfo")
            period = try record.decodeText(forKey: "forecastPeriod")
            forecast = try record.decodeText(forKey: "forecastDesc")
            outlook = try record.decodeText(forKey: "outlook")
            updateTime = try record.decodeTimestampIfPresent(forKey: "updateTime")
        }
    }

    /// One warning's full text: `contents` is its paragraphs.
    struct WarningDetail: Decodable, Sendable {
        let code: String
        let subtype: String?
        let contents: [String]
        let updateTime: Date?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            code = try record.decode(String.self, forKey: "warningStatementCode")
            subtype = try record.decodeIfPresent(String.self, forKey: "subtype")
            contents = try record.decodeIfPresent([String].self, forKey: "contents") ?? []
            updateTime = try record.decodeTimestampIfPresent(forKey: "updateTime")
        }
    }

    /// `{"details":[…]}`, or `{}` when no warning is in force; a detail that does not decode is left out.
    struct WarningInformation: Decodable, Sendable {
        let details: [WarningDetail]

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            let attempts = try record.decodeIfPresent([DecodingAttempt<WarningDetail>].self, forKey: "details") ?? []
            details = attempts.compactMap { try? $0.result.get() }
        }
    }

    /// One special weather tip.
    struct SpecialTip: Decodable, Sendable {
        let desc: String
    }

    /// `{"swt":[{"desc","updateTime"?}]}`; no tips when the list is missing or empty.
    struct SpecialTips: Decodable, Sendable {
        let tips: [SpecialTip]

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            tips = (try record.decodeIfPresent([SpecialTip].self, forKey: "swt") ?? []).filter { !$0.desc.isEmpty }
        }
    }
}
