import Foundation

/// The Observatory's text reports, made up with the real shapes (API-NOTES §HKO): `flw` with `""` for what it has
/// nothing to say about, `warningInfo` as `{}` on a calm day, `swt` as a list of tips.
extension HKOSyntheticWeather {
    /// `flw`: the situation, the forecast for the coming period and the outlook; `tcInfo` only on a typhoon day.
    func localForecast(at now: Date, in language: Language) -> [String: Any] {
        let stormy = scenario == .typhoon
        let time = Self.timestamp(Self.calendar.dateInterval(of: .hour, for: now)?.start ?? now)
        let texts: (situation: String, period: String, forecast: String, outlook: String, cyclone: String) =
            switch (stormy, language) {
            case (false, .en):
                (
                    "A dry northeast monsoon is affecting the coast of Guangdong.",
                    "Weather forecast for this afternoon and tonight", "Sunny periods. Dry. Moderate northerly winds.",
                    "Fine and dry in the next few days.", ""
                )
            case (false, _):
                ("乾燥的東北季候風影響廣東沿岸。", "今日下午及今晚天氣預測", "部分時間有陽光。乾燥。吹和緩北風。", "未來數日天晴乾燥。", "")
            case (true, .en):
                (
                    "A tropical cyclone is moving towards the Pearl River Estuary.",
                    "Weather forecast for today and tonight", "Squally showers and thunderstorms. Gale force winds offshore.",
                    "Showers will ease off in the next couple of days.",
                    "At 9 a.m., the typhoon was centred about 120 kilometres south-southeast of Hong Kong."
                )
            case (true, _):
                (
                    "熱帶氣旋正移向珠江口。", "今日及今晚天氣預測", "有狂風驟雨及雷暴，離岸吹烈風。", "未來一兩日驟雨逐漸減少。",
                    "上午9時，颱風集結在香港之東南偏南約120公里。"
                )
            }
        return [
            "generalSituation": texts.situation, "tcInfo": texts.cyclone, "fireDangerWarning": "",
            "forecastPeriod": texts.period, "forecastDesc": texts.forecast, "outlook": texts.outlook, "updateTime": time,
        ]
    }

    /// `warningInfo`: `{}` on a calm day; on a typhoon day the full texts of the No. 8 and amber rainstorm signals.
    func warningInformation(at now: Date, in language: Language) -> [String: Any] {
        guard scenario == .typhoon else { return [:] }
        let time = Self.timestamp(Self.calendar.dateInterval(of: .hour, for: now)?.start ?? now)
        let english = language == .en
        return [
            "details": [
                [
                    "contents": english
                        ? [
                            "The No. 8 Northeast Gale or Storm Signal is in force.",
                            "Gale force winds are expected over the harbour. Stay indoors and away from exposed windows.",
                        ]
                        : ["八號東北烈風或暴風信號現正生效。", "預料維多利亞港將吹烈風，請留在室內，遠離當風的窗戶。"],
                    "warningStatementCode": "WTCSGNL", "subtype": "TC8NE", "updateTime": time,
                ],
                [
                    "contents": english
                        ? ["The Amber Rainstorm Warning Signal is in force.", "Heavy rain has fallen or is expected."]
                        : ["黃色暴雨警告信號現正生效。", "香港廣泛地區已錄得或預料有大雨。"],
                    "warningStatementCode": "WRAIN", "subtype": "WRAINA", "updateTime": time,
                ],
            ]
        ]
    }

    /// `swt`: one tip on a calm day, two on a typhoon day.
    func specialTips(at now: Date, in language: Language) -> [String: Any] {
        let time = Self.timestamp(Self.calendar.dateInterval(of: .hour, for: now)?.start ?? now)
        let english = language == .en
        var tips = [
            english ? "The air is very dry; drink enough water and moisturise your skin." : "天氣非常乾燥，請多喝水及保持皮膚濕潤。"
        ]
        if scenario == .typhoon {
            tips = [
                english ? "Seas are very rough; stay away from the shoreline." : "海面風浪非常大，請遠離岸邊。",
                english ? "Flooding may occur in low-lying areas." : "低窪地區可能出現水浸。",
            ]
        }
        return ["swt": tips.map { ["desc": $0, "updateTime": time] }]
    }
}
