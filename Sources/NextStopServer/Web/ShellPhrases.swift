/// A system's phrases in the web app, by key: Traditional Chinese and English (the Simplified are derived from the
/// Traditional). `{n}`-style slots are filled by the page or its script.
typealias PhraseTable = [String: (tc: String, en: String)]

/// The phrases of the web app's own pages (home, offline, errors) and of what every section shares (distances,
/// refreshing, editing a list).
enum ShellPhrases {
    static let table: PhraseTable = [
        "my_location": ("我的位置", "My location"),
        "language": ("語言", "Language"),
        "display": ("顯示", "Display"),
        "display_theme": ("色彩", "Colours"),
        "theme_system": ("跟隨系統", "As my system"),
        "theme_light": ("淺色", "Light"),
        "theme_dark": ("深色", "Dark"),
        "display_text": ("文字大小", "Text size"),
        "text_normal": ("標準", "Normal"),
        "text_large": ("大", "Large"),
        "text_larger": ("特大", "Larger"),
        "offline_title": ("離線", "Offline"),
        "offline_unvisited": (
            "離線：這個頁面之前未曾開啟，連線後才能顯示。", "Offline: this page was not opened before, so it shows once you are back online."
        ),
        "saved_copy": (
            "離線：顯示 {time} 儲存的資料（{n} 分鐘前）。", "Offline: showing what was saved at {time} ({n} min ago)."
        ),
        "offline": ("離線：未能連接伺服器，顯示的資料可能已過時。", "Offline: the server can't be reached, so times may be out of date."),
        "locating": ("正在取得你的位置…", "Finding your location…"),
        "minutes": ("{n} 分鐘", "{n} min"),
        "metres": ("{n} 米", "{n} m"),
        "kilometres": ("{n} 公里", "{n} km"),
        "loading": ("載入中…", "Loading…"),
        "map_loading": ("地圖載入中…", "Loading the map…"),
        "map_unavailable": (
            "地圖未能使用：這部伺服器未安裝 Leaflet，請改用列表。",
            "The map isn't available: this server has no Leaflet installed. The lists still work."
        ),
        "refresh": ("更新", "Refresh"),
        "refresh_wait": ("{n} 秒後可再更新", "Refresh again in {n} s"),
        "refresh_countdown": ("{n} 秒", "{n} s"),
        "pull_to_refresh": ("下拉更新", "Pull down to refresh"),
        "release_to_refresh": ("放開即更新", "Release to refresh"),
        "refreshing": ("更新中…", "Refreshing…"),
        "updated_at": ("更新於 {time}", "Updated {time}"),
        "stale": ("資料可能已過時", "May be out of date"),
        "edit": ("編輯", "Edit"),
        "done": ("完成", "Done"),
        "add": ("新增", "Add"),
        "rename": ("改名", "Rename"),
        "save": ("儲存", "Save"),
        "delete": ("刪除", "Delete"),
        "move_up": ("上移", "Move up"),
        "move_down": ("下移", "Move down"),
        "move_to": ("移到分類", "Move to category"),
        "load_error": ("未能載入，請稍後再試。", "This couldn't be loaded. Please try again shortly."),
        "action_error": ("未能完成，請再試。", "That didn't work. Please try again."),
        "not_found": ("找不到頁面", "Page not found"),
        "not_found_page": ("沒有這個頁面。", "There is no such page."),
        "request_refused_title": ("無法處理", "Request refused"),
        "request_refused": ("無法處理這個要求：", "This request could not be handled: "),
        "home": ("NextStop", "NextStop"),
        "systems": ("服務", "Services"),
        "home_link": ("所有服務", "All services"),
    ]
}
