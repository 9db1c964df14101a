import NextStopCore

/// The names of the Observatory's warnings and their subtypes (API-NOTES §HKO 7), in the three languages.
enum WarningNames {
    static let byCode: [String: LocalizedText] = [
        "WFIRE": LocalizedText(en: "Fire Danger Warning", tc: "火災危險警告", sc: "火灾危险警告"),
        "WFIREY": LocalizedText(en: "Yellow Fire Danger Warning", tc: "黃色火災危險警告", sc: "黄色火灾危险警告"),
        "WFIRER": LocalizedText(en: "Red Fire Danger Warning", tc: "紅色火災危險警告", sc: "红色火灾危险警告"),
        "WFROST": LocalizedText(en: "Frost Warning", tc: "霜凍警告", sc: "霜冻警告"),
        "WHOT": LocalizedText(en: "Very Hot Weather Warning", tc: "酷熱天氣警告", sc: "酷热天气警告"),
        "WCOLD": LocalizedText(en: "Cold Weather Warning", tc: "寒冷天氣警告", sc: "寒冷天气警告"),
        "WMSGNL": LocalizedText(en: "Strong Monsoon Signal", tc: "強烈季候風信號", sc: "强烈季候风信号"),
        "WTCPRE8": LocalizedText(
            en: "Pre-No. 8 Special Announcement", tc: "預警八號熱帶氣旋警告信號之特別報告", sc: "预警八号热带气旋警告信号之特别报告"),
        "WRAIN": LocalizedText(en: "Rainstorm Warning Signal", tc: "暴雨警告信號", sc: "暴雨警告信号"),
        "WRAINA": LocalizedText(en: "Amber Rainstorm Warning Signal", tc: "黃色暴雨警告信號", sc: "黄色暴雨警告信号"),
        "WRAINR": LocalizedText(en: "Red Rainstorm Warning Signal", tc: "紅色暴雨警告信號", sc: "红色暴雨警告信号"),
        "WRAINB": LocalizedText(en: "Black Rainstorm Warning Signal", tc: "黑色暴雨警告信號", sc: "黑色暴雨警告信号"),
        "WFNTSA": LocalizedText(
            en: "Special Announcement on Flooding in the Northern New Territories", tc: "新界北部水浸特別報告",
            sc: "新界北部水浸特别报告"),
        "WL": LocalizedText(en: "Landslip Warning", tc: "山泥傾瀉警告", sc: "山泥倾泻警告"),
        "WTCSGNL": LocalizedText(en: "Tropical Cyclone Warning Signal", tc: "熱帶氣旋警告信號", sc: "热带气旋警告信号"),
        "TC1": LocalizedText(en: "Standby Signal No. 1", tc: "一號戒備信號", sc: "一号戒备信号"),
        "TC3": LocalizedText(en: "Strong Wind Signal No. 3", tc: "三號強風信號", sc: "三号强风信号"),
        "TC8NE": LocalizedText(
            en: "No. 8 Northeast Gale or Storm Signal", tc: "八號東北烈風或暴風信號", sc: "八号东北烈风或暴风信号"),
        "TC8SE": LocalizedText(
            en: "No. 8 Southeast Gale or Storm Signal", tc: "八號東南烈風或暴風信號", sc: "八号东南烈风或暴风信号"),
        "TC8SW": LocalizedText(
            en: "No. 8 Southwest Gale or Storm Signal", tc: "八號西南烈風或暴風信號", sc: "八号西南烈风或暴风信号"),
        "TC8NW": LocalizedText(
            en: "No. 8 Northwest Gale or Storm Signal", tc: "八號西北烈風或暴風信號", sc: "八号西北烈风或暴风信号"),
        "TC9": LocalizedText(
            en: "Increasing Gale or Storm Signal No. 9", tc: "九號烈風或暴風風力增強信號", sc: "九号烈风或暴风风力增强信号"),
        "TC10": LocalizedText(en: "Hurricane Signal No. 10", tc: "十號颶風信號", sc: "十号飓风信号"),
        "WTMW": LocalizedText(en: "Tsunami Warning", tc: "海嘯警告", sc: "海啸警告"),
        "WTS": LocalizedText(en: "Thunderstorm Warning", tc: "雷暴警告", sc: "雷暴警告"),
    ]
}
