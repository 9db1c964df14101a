import Foundation
import HongKongBus
import NextStopCore

/// Every phrase of the web app in both languages; pages read them as `t.key`, the page scripts from the same table
/// embedded as JSON. `{n}`-style slots are filled by the page script.
enum WebStrings {
    /// The phrases in one language, by key.
    static func table(for language: WebLanguage) -> [String: String] { tables[language] ?? [:] }

    /// The table as JSON that is safe inside `<script type="application/json">`: no `<`, `>` or `&` survives, so
    /// the text can never close the element or open a comment.
    static func scriptJSON(for language: WebLanguage) -> String { scriptJSONs[language] ?? "{}" }

    private static let tables = Dictionary(
        uniqueKeysWithValues: WebLanguage.allCases.map { language in
            (
                language,
                phrases.merging(CaltrainWords.phrases) { general, _ in general }.mapValues { phrase in
                    switch language {
                    case .english: phrase.en
                    case .traditionalChinese: phrase.tc
                    // The Simplified phrases are the Traditional ones through ICU's script transform.
                    case .simplifiedChinese: phrase.tc.simplifiedChinese
                    }
                }
            )
        })

    private static let scriptJSONs = tables.mapValues { table in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(table)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }

    private static let phrases: [String: (tc: String, en: String)] = [
        "tab_favourites": ("我的", "Favourites"),
        "tab_routes": ("路線", "Routes"),
        "tab_stops": ("站點", "Stops"),
        "tab_trip": ("行程", "Trip"),
        "trip_from": ("由", "From"),
        "trip_to": ("往", "To"),
        "trip_swap": ("對調起點與目的地", "Swap from and to"),
        "my_location": ("我的位置", "My location"),
        "trip_hint": (
            "選擇起點和目的地（車站，或同名的一組車站，例如屋邨），或由你的位置出發。",
            "Choose where to go from and to (a stop, or every stop of a name, such as an estate's), or start from where you are."
        ),
        "trip_stop_group": ("{n} 個同名車站，任何一個均可", "{n} stops of this name: any will do"),
        "trip_minutes": ("約 {n} 分鐘", "About {n} min"),
        "trip_walk": ("步行 {distance}", "{distance} on foot"),
        "trip_walk_none": ("不用步行", "No walking"),
        "trip_stops": ("{n} 個站", "{n} stops"),
        "trip_stops_one": ("{n} 個站", "{n} stop"),
        "trip_change": ("轉車", "Change"),
        "trip_none": ("步行 {n} 米範圍內，沒有直達或轉一次車的巴士路線。", "No bus route, direct or with one change, within {n} m on foot."),
        "trip_outside": ("起點或目的地不在香港巴士網絡範圍內。", "One end is outside Hong Kong's bus network."),
        "trip_from_here": ("由此出發", "From here"),
        "trip_to_here": ("到這裡", "To here"),
        "language": ("語言", "Language"),
        "offline_title": ("離線", "Offline"),
        "offline_unvisited": (
            "離線：這個頁面之前未曾開啟，連線後才能顯示。", "Offline: this page was not opened before, so it shows once you are back online."
        ),
        "saved_copy": (
            "離線：顯示 {time} 儲存的資料（{n} 分鐘前）。", "Offline: showing what was saved at {time} ({n} min ago)."
        ),
        "offline": ("離線：未能連接伺服器，顯示的資料可能已過時。", "Offline: the server can't be reached, so times may be out of date."),
        "locating": ("正在取得你的位置…", "Finding your location…"),
        "location_fallback": (
            "未能取得你的位置，改為顯示中環附近。", "Your location isn't available, so places near Central are shown."
        ),
        "minutes": ("{n} 分鐘", "{n} min"),
        "metres": ("{n} 米", "{n} m"),
        "kilometres": ("{n} 公里", "{n} km"),
        "bikes_straight_metres": ("直線距離 {n} 米", "{n} m in a straight line"),
        "to_destination": ("往 {place}", "To {place}"),
        "towards": ("開往 {place} 方向", "Towards {place}"),
        "loading": ("載入中…", "Loading…"),
        "no_departures": ("暫時沒有班次資料", "No departures right now"),
        "arrivals_error": ("未能取得到站時間", "Arrival times couldn't be loaded"),
        "operator_not_answering": (
            "{operator}暫時沒有回應（自 {time} 起）", "{operator} is not answering now (since {time})"
        ),
        "unavailable_routes": ("部分路線暫時沒有資料", "Some routes have no data right now"),
        "refresh": ("更新", "Refresh"),
        "refresh_wait": ("{n} 秒後可再更新", "Refresh again in {n} s"),
        "refresh_countdown": ("{n} 秒", "{n} s"),
        "updated_at": ("更新於 {time}", "Updated {time}"),
        "stale": ("資料可能已過時", "May be out of date"),
        "company_KMB": ("九巴", "KMB"),
        "company_CTB": ("城巴", "Citybus"),
        "joint": ("聯營", "Joint"),
        "special": ("部分時間行駛", "Some trips only"),
        "circular": ("循環線", "Circular"),
        "terminates_here": ("終點站，不載客", "Terminates here"),
        "opposite_direction": ("回程", "Other direction"),
        "other_services": ("其他班次", "Other services"),
        "route_prompt": ("輸入路線號碼", "Enter a route number"),
        "route_search": ("路線號碼", "Route number"),
        "keypad": ("路線鍵盤", "Route keypad"),
        "backspace": ("刪除一個字", "Delete one character"),
        "clear": ("清除", "Clear"),
        "no_routes": ("沒有符合的路線", "No matching routes"),
        "nearby_routes": ("附近路線", "Nearby routes"),
        "nearby_stops": ("附近車站", "Nearby stops"),
        "radius_wide": ("1 公里內沒有車站，改為顯示 3 公里內的車站。", "No stops within 1 km, so stops within 3 km are shown."),
        "nothing_nearby": (
            "3 公里內沒有車站：這裡不在香港巴士網絡範圍內。", "No stop within 3 km: this place is outside Hong Kong's bus network."
        ),
        "recent_stops": ("最近查看", "Recently viewed"),
        "search_stops": ("搜尋車站", "Search stops"),
        "search_placeholder": ("車站名稱或編號", "Stop name or code"),
        "no_stops_found": ("找不到車站", "No stops found"),
        "add_favourite": ("加入我的", "Add to favourites"),
        "remove_favourite": ("從我的移除", "Remove from favourites"),
        "saved": ("已加入我的", "Added to favourites"),
        "removed": ("已從我的移除", "Removed from favourites"),
        "routes_here": ("途經路線", "Routes at this stop"),
        "all_routes_here": ("此站所有路線", "All routes at this stop"),
        "arrivals": ("到站時間", "Arrivals"),
        "tap_stop": ("點選車站查看到站時間", "Tap a stop to see its arrival times"),
        "empty_title": ("還沒有收藏", "No favourites yet"),
        "empty_body": (
            "到「路線」搜尋路線，點選你的車站，再按 ☆ 加入我的；或在車站頁按 ☆ 收藏整個車站。",
            "Find a route under Routes, tap your stop and press ☆ to add it here, or press ☆ on a stop's page to save the whole stop."
        ),
        "favourites_error": ("未能載入我的收藏", "Your favourites couldn't be loaded"),
        "uncategorised": ("未分類", "Uncategorised"),
        "edit": ("編輯", "Edit"),
        "done": ("完成", "Done"),
        "new_category": ("新增分類", "New category"),
        "category_name": ("分類名稱", "Category name"),
        "add": ("新增", "Add"),
        "rename": ("改名", "Rename"),
        "save": ("儲存", "Save"),
        "delete": ("刪除", "Delete"),
        "move_up": ("上移", "Move up"),
        "move_down": ("下移", "Move down"),
        "move_to": ("移到分類", "Move to category"),
        "category_error": ("未能儲存分類，名稱可能已存在。", "The category couldn't be saved; the name may already be taken."),
        "load_error": ("未能載入，請稍後再試。", "This couldn't be loaded. Please try again shortly."),
        "action_error": ("未能完成，請再試。", "That didn't work. Please try again."),
        "whole_stop": ("整個車站", "Whole stop"),
        "stop_code": ("車站編號 {id}", "Stop {id}"),
        "not_found": ("找不到頁面", "Page not found"),
        "not_found_route": ("沒有這條路線：", "There is no route "),
        "not_found_stop": ("沒有這個車站：", "There is no stop "),
        "not_found_page": ("沒有這個頁面。", "There is no such page."),
        "request_refused_title": ("無法處理", "Request refused"),
        "request_refused": ("無法處理這個要求：", "This request could not be handled: "),
        "back_to_routes": ("返回路線搜尋", "Back to route search"),
        "home": ("NextStop", "NextStop"),
        "systems": ("服務", "Services"),
        "bikes": ("倫敦單車", "London bikes"),
        "bikes_summary": ("倫敦 TfL 單車站：單車、電動單車及空位", "TfL docks: bikes, e-bikes and spaces, nearest first"),
        "bikes_favourites": ("最愛", "Favourites"),
        "bikes_map": ("地圖", "Map"),
        "bikes_watch": ("手錶", "Watch"),
        "bikes_about": ("關於", "About"),
        "bikes_label": ("{bikes}（{ebikes}）、{spaces}", "{bikes}, {ebikes}, {spaces}"),
        "bikes_label_split_unknown": ("{bikes}（電動數目不明）、{spaces}", "{bikes} (e-bikes unknown), {spaces}"),
        // Counted phrases: `Phrasebook.counted` takes the `_one` form for exactly 1 (Chinese has a single form).
        "bikes_count_bikes": ("{n} 架單車", "{n} bikes"),
        "bikes_count_bikes_one": ("{n} 架單車", "{n} bike"),
        "bikes_count_ebikes": ("{n} 架電動單車", "{n} e-bikes"),
        "bikes_count_ebikes_one": ("{n} 架電動單車", "{n} e-bike"),
        "bikes_count_spaces": ("{n} 個空位", "{n} spaces"),
        "bikes_count_spaces_one": ("{n} 個空位", "{n} space"),
        "bikes_count_standard": ("{n} 架普通單車", "{n} standard bikes"),
        "bikes_count_standard_one": ("{n} 架普通單車", "{n} standard bike"),
        "bikes_close": ("關閉", "Close"),
        "bikes_label_unknown": ("數目不明", "Counts unknown"),
        "bikes_sort": ("排序", "Sort"),
        "bikes_sort_distance": ("距離", "Distance"),
        "bikes_sort_name": ("名稱", "Name"),
        "bikes_sort_manual": ("自訂", "My order"),
        "bikes_show": ("顯示", "Show"),
        "bikes_show_all": ("全部", "All"),
        "bikes_show_bikes": ("單車", "Bikes"),
        "bikes_show_ebikes": ("電動單車", "E-bikes"),
        "bikes_show_spaces": ("空位", "Spaces"),
        "bikes_legend": ("顏色說明", "Colour key"),
        "bikes_legend_standard": ("普通單車", "Standard bikes"),
        "bikes_none": ("未有最愛單車站。搜尋或在地圖上找一個站，再按星號。", "No favourite docks yet. Search or find one on the map, then star it."),
        "bikes_frozen": ("TfL 的數目已十分鐘沒有變動，可能已過時。", "TfL's counts have not moved for 10 minutes: they may be out of date."),
        "bikes_stale": ("TfL 未有回應：顯示 {age} 秒前的數目。", "TfL is not answering: counts from {age} s ago."),
        "bikes_unavailable": ("暫時未有 TfL 的單車站數目。", "No dock counts from TfL yet."),
        "bikes_alert": ("{name}：只剩 {count}。最近有較多的站：", "{name}: {count} left. Nearest with more:"),
        "bikes_not_installed": ("暫停服務", "Not in service"),
        "bikes_locked": ("已鎖上", "Locked"),
        "bikes_temporary": ("臨時站", "Temporary"),
        "bikes_star": ("加入最愛", "Add to favourites"),
        "bikes_unstar": ("從最愛移除", "Remove from favourites"),
        "bikes_search": ("搜尋單車站", "Search docks"),
        "bikes_results": ("搜尋結果", "Results"),
        "bikes_search_button": ("搜尋", "Search"),
        "bikes_alert_levels": ("數目少於或等於以下時提示我", "Alert me at or below"),
        "bikes_alert_levels_hint": ("留空即不提示該項", "Leave a kind empty for no alert"),
        "bikes_alert_save": ("儲存", "Save"),
        "bikes_alert_saved": ("已儲存", "Saved"),
        "bikes_no_results": ("沒有相符的單車站", "No dock matches"),
        "bikes_updated": ("更新於 {time}", "Updated {time}"),
        "bikes_drag": ("拖放或按 ↑ ↓ 排序", "Drag, or use ↑ and ↓, to reorder"),
        "bikes_cluster": ("{n} 個單車站", "{n} docks"),
        "bikes_cluster_one": ("{n} 個單車站", "{n} dock"),
        "bikes_zoom_in": ("放大", "Zoom in"),
        "bikes_zoom_out": ("縮小", "Zoom out"),
        "bikes_not_found": ("沒有這個單車站：", "There is no dock "),
        "bikes_about_text": (
            "NextStop 顯示倫敦 TfL 單車站的單車、電動單車及空位，每 30 秒更新，並以 GBFS 發佈。",
            "NextStop shows bikes, e-bikes and spaces at London's TfL docks, refreshed every 30 seconds, and publishes them as GBFS."
        ),
        "bikes_about_data": ("資料來源：Transport for London（TfL）BikePoint API。", "Data: Transport for London (TfL) BikePoint API."),
        "bikes_about_version": ("版本 {version}", "Version {version}"),
        "bikes_broken": ("{n} 個故障", "{n} broken"),
        "home_link": ("所有服務", "All services"),
        "hk_bus": ("香港巴士", "Hong Kong buses"),
        "caltrain": ("Caltrain 加州火車", "Caltrain"),
        "caltrain_summary": (
            "三藩市半島通勤鐵路：下一班列車、抵達時間、不停的車站", "San Francisco Peninsula rail: next trains, arrival times, stations skipped"
        ),
        "caltrain_unavailable": ("暫時未能取得 Caltrain 時間表。", "The Caltrain timetable is not available right now."),
        "caltrain_feed_warning": ("時間表：{warning}", "Timetable: {warning}"),
        "caltrain_train": ("{n} 號列車", "Train {n}"),
        "caltrain_in": ("{n} 分鐘後開出", "leaves in {n} min"),
        "caltrain_now": ("即將開出", "leaving now"),
        "caltrain_passes": ("不停此站", "does not stop here"),
        "caltrain_skips": ("不停 {n} 個站", "skips {n} stations"),
        "caltrain_skips_one": ("不停 {n} 個站", "skips {n} station"),
        "caltrain_none": ("之後沒有列車", "No more trains"),
        "caltrain_same": ("請選擇兩個不同的車站", "Choose two different stations"),
        "caltrain_late": ("晚 {n} 分鐘", "{n} min late"),
        "caltrain_early": ("早 {n} 分鐘", "{n} min early"),
        "caltrain_on_time": ("準時", "on time"),
        "caltrain_cancelled": ("已取消", "cancelled"),
        "caltrain_scheduled": ("按時間表", "scheduled"),
        "caltrain_alerts": ("你的行程有通告", "Alerts on your trip"),
        "caltrain_alert_mark": ("有通告", "alert"),
        "caltrain_all_alerts": ("所有 Caltrain 通告", "All Caltrain alerts"),
        "caltrain_alerts_title": ("Caltrain 通告", "Caltrain alerts"),
        "caltrain_alerts_fetched": ("現時生效的通告（{time} 取得）", "Alerts in force now (fetched {time})"),
        "caltrain_alerts_none": ("現時沒有通告（{time} 取得）", "No alerts in force now (fetched {time})"),
        "caltrain_alerts_missing": ("暫時未能取得通告", "Alerts are not available right now"),
        "caltrain_alert_always": ("生效中，直至另行通知", "In force until further notice"),
        "caltrain_alert_period": ("由 {start} 至 {end}", "From {start} until {end}"),
        "caltrain_alert_from": ("由 {start} 起，直至另行通知", "From {start} until further notice"),
        "caltrain_alert_until": ("直至 {end}", "Until {end}"),
        "caltrain_alert_trains": ("列車：{trains}", "Trains: {trains}"),
        "caltrain_alert_stations": ("車站：{stations}", "Stations: {stations}"),
        "caltrain_back": ("返回 Caltrain", "Back to Caltrain"),
        "caltrain_rt_off": ("只有時間表：伺服器未設定 511 金鑰", "Timetable only: no 511 key on this server"),
        "caltrain_rt_missing": ("只有時間表：暫時未能取得實時資料", "Timetable only: real-time is not available right now"),
        "caltrain_rt_stale": ("實時資料已是 {n} 分鐘前", "Real-time is {n} min old"),
        "caltrain_weather": ("{station}天氣", "Weather at {station}"),
        "caltrain_events": ("今晚{station}附近", "Tonight near {station}"),
        "caltrain_type_station": ("輸入車站，例如 SF、diridon", "Type a station: SF, diridon…"),
        "caltrain_type_from": ("輸入出發車站", "Type the station you leave from"),
        "caltrain_type_to": ("輸入目的地車站", "Type the station you go to"),
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
        "hk_bus_summary": ("九巴及城巴：路線、附近車站、實時到站時間", "KMB and Citybus: routes, stops nearby, live arrivals"),
    ]
}
