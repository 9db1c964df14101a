extension AskHongKongSystem {
    /// Ask Hong Kong's phrases: the chat, and the cards' labels.
    static let phrases: PhraseTable = [
        "ask": ("問香港", "Ask Hong Kong"),
        "ask_summary": ("問天氣、空氣質素同巴士到站時間", "Ask about the weather, air quality and the next buses"),
        "ask_placeholder": ("問問題，例如：明天會下雨嗎？", "Ask, e.g. Will it rain tomorrow?"),
        "ask_send": ("發送", "Send"),
        "ask_voice": ("用語音提問", "Ask by voice"),
        "ask_listening": ("正在聆聽…", "Listening…"),
        "ask_typing": ("正在回答", "Answering"),
        "ask_welcome": (
            "你好！可以問我香港天氣（現在、未來九天、警告信號、紫外線、各區雨量）、空氣質素健康指數，或者巴士幾時到。",
            "Hello! Ask me about Hong Kong's weather (now, the next nine days, warnings, UV, rain by district), the air quality index, or when the next bus comes."
        ),
        "ask_unavailable": ("此伺服器暫時未能回答問題。", "This server cannot answer questions right now."),
        "ask_offline_copy": ("離線：以下是 {n} 分鐘前的回答", "Offline: this answer is from {n} min ago"),
        "ask_earlier": ("{n} 分鐘前的回答", "Answered {n} min ago"),
        "ask_new_language": (
            "以上是較早前的問答。之後的問題會以中文回答，並開始新的對話。",
            "Above are your earlier questions and answers; from here on, a new conversation in English."
        ),
        "ask_offline_none": ("離線：暫時未能提問，請稍後再試。", "Offline: questions cannot be sent now; try again later."),
        "ask_error": ("未能提問：{message}", "Could not ask: {message}"),
        "ask_age": ("{n} 分鐘前的資料", "Data from {n} min ago"),
        "ask_cached": ("資料來源暫時未有回應，以下為 {n} 分鐘前的資料", "The source is not answering; data from {n} min ago"),
        "ask_humidity": ("相對濕度 {n}%", "Humidity {n}%"),
        "ask_psr": ("降雨概率：{level}", "Chance of rain: {level}"),
        "ask_psr_Low": ("低", "Low"),
        "ask_psr_Medium Low": ("中低", "Medium low"),
        "ask_psr_Medium": ("中", "Medium"),
        "ask_psr_Medium High": ("中高", "Medium high"),
        "ask_psr_High": ("高", "High"),
        "ask_no_warnings": ("現時沒有生效的警告。", "No warnings in force."),
        "ask_issued": ("發出時間 {time}", "Issued {time}"),
        "ask_uv_night": ("現時沒有紫外線指數（晚間）", "No UV index now (night)"),
        "ask_uv": ("紫外線指數", "UV index"),
        "ask_rainfall": ("過去一小時雨量", "Rain in the past hour"),
        "ask_no_rain": ("過去一小時各區都沒有雨。", "No rain anywhere in the past hour."),
        "ask_maintenance": ("維修中", "under maintenance"),
        "ask_aqhi": ("空氣質素健康指數", "Air Quality Health Index"),
        "ask_aqhi_24h": ("過去 24 小時", "Past 24 hours"),
        "ask_bus_minutes": ("{n} 分鐘", "{n} min"),
        "ask_bus_due": ("即將到站", "Due"),
        "ask_bus_none": ("暫時沒有班次資料", "No departures known now"),
        "ask_source_hko": ("資料：香港天文台", "Data: Hong Kong Observatory"),
        "ask_source_epd": ("資料：環境保護署", "Data: Environmental Protection Department"),
    ]
}
