extension BikesSystem {
    /// The bikes section's phrases: docks, counts, the map, favourites and the watch view.
    static let phrases: PhraseTable = [
        "bikes_remind": ("單車剩 2 架或以下時提醒我", "Tell me when it is down to 2 bikes"),
        "bikes_straight_metres": ("直線距離 {n} 米", "{n} m in a straight line"),
        "bikes": ("單車", "Bikes"),
        "bikes_summary": ("單車站：單車、電動單車及空位，最近的先列", "Docks: bikes, e-bikes and spaces, nearest first"),
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
        "bikes_frozen": (
            "{source} 的數目已十分鐘沒有變動，可能已過時。", "{source}'s counts have not moved for 10 minutes: they may be out of date."
        ),
        "bikes_stale": ("{source} 未有回應：顯示 {age} 秒前的數目。", "{source} is not answering: counts from {age} s ago."),
        "bikes_unavailable": ("暫時未有 {source} 的單車站數目。", "No dock counts from {source} yet."),
        "bikes_systems": ("單車系統", "Bike systems"),
        "bikes_about_gbfs_data": ("單車站及數目：{source} 的 GBFS 資料。", "Docks and counts: {source}'s GBFS feed."),
        "bikes_about_gbfs_text": (
            "NextStop 顯示 {source} 單車站的單車、電動單車及空位，按其資料更新，並以 GBFS 再發佈。",
            "NextStop shows bikes, e-bikes and spaces at {source}'s docks, refreshed as its feed asks, and republishes them as GBFS."
        ),
        "bikes_about_not_operator": ("NextStop 並非由 {source} 製作或認可。", "NextStop is not produced or endorsed by {source}."),
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
        "bikes_location_fallback": (
            "未能取得你的位置，或你不在 {system} 附近：改為顯示其單車站。",
            "Your location isn't available, or isn't near {system}, so its docks are shown."
        ),
        "bikes_not_found": ("沒有這個單車站：", "There is no dock "),
        "bikes_about_text": (
            "NextStop 顯示倫敦 TfL 單車站的單車、電動單車及空位，每 30 秒更新，並以 GBFS 發佈。",
            "NextStop shows bikes, e-bikes and spaces at London's TfL docks, refreshed every 30 seconds, and publishes them as GBFS."
        ),
        "bikes_about_name": ("NextStop 倫敦單車", "NextStop London bikes"),
        "bikes_about_picture": ("倫敦租賃單車（NextStop 繪製）", "A London hire bike, drawn for NextStop"),
        "bikes_about_sources": ("資料來源", "Data sources"),
        "bikes_about_data": (
            "單車站及數目：Transport for London（TfL）BikePoint API，Powered by TfL Open Data。",
            "Docks and counts: Transport for London's BikePoint API, Powered by TfL Open Data."
        ),
        "bikes_about_terms": ("TfL 交通資料使用條款", "TfL's transport data terms"),
        "bikes_about_map": ("地圖：© OpenStreetMap 貢獻者。", "Map: © OpenStreetMap contributors."),
        "bikes_about_not_tfl": (
            "NextStop 並非由 TfL 製作或認可。", "NextStop is not produced or endorsed by Transport for London."
        ),
        "bikes_about_version": ("版本 {version}", "Version {version}"),
        "bikes_broken": ("{n} 個故障", "{n} broken"),
    ]
}
