import Foundation

/// Made-up Observatory reports with the real ones' shapes and quirks (API-NOTES §HKO): stations in a different
/// order in each language, `&amp;` in a district's name, `uvindex` and `warningMessage` as `""` when empty, a
/// forecast that starts today before the 11:30 issue and tomorrow from it, and a cancelled warning still listed.
struct HKOSyntheticWeather: Sendable {
    enum Language: String, Sendable {
        case en, tc, sc
    }

    let scenario: HKOUpstream.Scenario

    private static let stations: [(en: String, tc: String, sc: String)] = [
        ("King's Park", "京士柏", "京士柏"), ("Hong Kong Observatory", "香港天文台", "香港天文台"),
        ("Sha Tin", "沙田", "沙田"), ("Kwun Tong", "觀塘", "观塘"), ("Tsuen Wan Ho Koon", "荃灣可觀", "荃湾可观"),
        ("Kai Tak Runway Park", "啟德跑道公園", "启德跑道公园"), ("Tai Po", "大埔", "大埔"),
    ]

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Hong_Kong") ?? TimeZone(secondsFromGMT: 8 * 3_600)!
        return calendar
    }()

    /// `rhrread`: temperatures that follow the hour of day, the UV index in daylight only.
    func currentReport(at now: Date, in language: Language) -> [String: Any] {
        let hour = Self.calendar.component(.hour, from: now)
        let warmth = hour >= 6 && hour < 15 ? hour - 6 : max(0, 9 - (hour + 24 - 15) % 24)
        let base = (scenario == .typhoon ? 25 : 15) + warmth / 2
        let ordered = language == .en ? Self.stations : Array(Self.stations.reversed())
        let temperatures = ordered.enumerated().map { index, station -> [String: Any] in
            ["place": Self.name(station, language), "value": base + index % 3, "unit": "C"]
        }
        let recorded = Self.timestamp(Self.calendar.dateInterval(of: .hour, for: now)?.start ?? now)
        let observatory = Self.name(Self.stations[1], language)
        let isDaylight = hour >= 7 && hour < 18
        var uv: Any = ""
        if isDaylight {
            let isLow = hour == 7
            let desc = language == .en ? (isLow ? "low" : "moderate") : (isLow ? "低" : "中")
            let during = language == .en ? "During the past hour" : (language == .tc ? "過去一小時" : "过去一小时")
            uv = [
                "data": [["place": Self.name(Self.stations[0], language), "value": isLow ? 0.4 : 3.0, "desc": desc]],
                "recordDesc": during,
            ]
        }
        let messages: Any = scenario == .typhoon ? ["No. 8 Northeast Gale or Storm Signal is in force."] as Any : ""
        let district = language == .en ? "Central &amp; Western District" : (language == .tc ? "中西區" : "中西区")
        return [
            "temperature": ["data": temperatures, "recordTime": recorded],
            "humidity": [
                "data": [["place": observatory, "value": scenario == .typhoon ? 95 : 60, "unit": "percent"]],
                "recordTime": recorded,
            ],
            "rainfall": [
                "data": [["place": district, "max": scenario == .typhoon ? 35 : 0, "unit": "mm", "main": "FALSE"]],
                "startTime": recorded, "endTime": recorded,
            ],
            "icon": [scenario == .typhoon ? 64 : (isDaylight ? 51 : 77)], "iconUpdateTime": recorded,
            "uvindex": uv, "warningMessage": messages, "tcmessage": "", "updateTime": recorded,
            "mintempFrom00To09": "", "rainfallFrom00To12": "", "rainfallLastMonth": "", "rainfallJanuaryToLastMonth": "",
        ]
    }

    /// `fnd`: nine days from today before the 11:30 issue, from tomorrow after it.
    func nineDayForecast(at now: Date, in language: Language) -> [String: Any] {
        let parts = Self.calendar.dateComponents([.hour, .minute], from: now)
        let issued = (parts.hour ?? 0) * 60 + (parts.minute ?? 0) >= 11 * 60 + 30
        let today = Self.calendar.startOfDay(for: now)
        let days = (0..<9).map { index -> [String: Any] in
            let date = Self.calendar.date(byAdding: .day, value: index + (issued ? 1 : 0), to: today) ?? today
            let stormy = scenario == .typhoon && index < 2
            return [
                "forecastDate": Self.compactDate(date), "week": Self.weekday(date, language),
                "forecastWind": language == .en ? "North force 4." : "北風4級。",
                "forecastWeather": Self.sky(stormy: stormy, language),
                "forecastMaxtemp": ["value": (stormy ? 27 : 21) + index % 3, "unit": "C"],
                "forecastMintemp": ["value": (stormy ? 25 : 15) + index % 2, "unit": "C"],
                "forecastMaxrh": ["value": stormy ? 95 : 75, "unit": "percent"],
                "forecastMinrh": ["value": stormy ? 85 : 50, "unit": "percent"],
                "ForecastIcon": stormy ? 64 : 51, "PSR": Self.chanceOfRain(stormy ? 4 : index % 3, language),
            ]
        }
        let situation =
            language == .en
            ? "A dry northeast monsoon is affecting the coast of Guangdong." : "乾燥的東北季候風影響廣東沿岸。"
        return ["generalSituation": situation, "weatherForecast": days, "updateTime": Self.timestamp(now)]
    }

    /// `warnsum`: `{}` on a calm day; on a typhoon day No. 8 Northeast and an amber rainstorm, and a cancelled
    /// Very Hot Weather Warning still listed.
    func warningSummary(at now: Date, in language: Language) -> [String: Any] {
        guard scenario == .typhoon else { return [:] }
        let time = Self.timestamp(Self.calendar.dateInterval(of: .hour, for: now)?.start ?? now)
        let (cyclone, rainstorm, hot) =
            switch language {
            case .en: ("Tropical Cyclone Warning Signal", "Rainstorm Warning Signal", "Very Hot Weather Warning")
            case .tc: ("熱帶氣旋警告信號", "暴雨警告信號", "酷熱天氣警告")
            case .sc: ("热带气旋警告信号", "暴雨警告信号", "酷热天气警告")
            }
        return [
            "WTCSGNL": [
                "name": cyclone, "code": "TC8NE", "actionCode": "ISSUE", "issueTime": time, "updateTime": time,
                "type": language == .en ? "No. 8 Northeast Gale or Storm Signal" : "八號東北烈風或暴風信號",
            ],
            "WRAIN": [
                "name": rainstorm, "code": "WRAINA", "type": language == .en ? "Amber" : "黃色",
                "actionCode": "ISSUE", "issueTime": time, "updateTime": time,
            ],
            "WHOT": ["name": hot, "code": "WHOT", "actionCode": "CANCEL", "issueTime": time, "updateTime": time],
        ]
    }

    private static func name(_ station: (en: String, tc: String, sc: String), _ language: Language) -> String {
        switch language {
        case .en: station.en
        case .tc: station.tc
        case .sc: station.sc
        }
    }

    private static func sky(stormy: Bool, _ language: Language) -> String {
        switch (stormy, language) {
        case (true, .en): "Squally showers and thunderstorms."
        case (true, _): "有狂風驟雨及雷暴。"
        case (false, .en): "Sunny periods."
        case (false, _): "部分時間有陽光。"
        }
    }

    private static func chanceOfRain(_ level: Int, _ language: Language) -> String {
        let words = language == .en ? ["Low", "Medium Low", "Medium", "Medium High", "High"] : ["低", "中低", "中", "中高", "高"]
        return words[min(level, 4)]
    }

    private static func weekday(_ date: Date, _ language: Language) -> String {
        let index = calendar.component(.weekday, from: date) - 1
        let english = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        return language == .en ? english[index] : "星期" + ["日", "一", "二", "三", "四", "五", "六"][index]
    }

    private static func compactDate(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// `2025-11-29T10:00:00+08:00`, as the Observatory writes its times.
    static func timestamp(_ date: Date) -> String {
        Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: calendar.timeZone).format(date)
    }
}
