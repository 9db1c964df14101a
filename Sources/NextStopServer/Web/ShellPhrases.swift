/// A system's phrases in the web app, by key: Traditional Chinese and English (the Simplified are derived from the
/// Traditional). `{n}`-style slots are filled by the page or its script.
typealias PhraseTable = [String: (tc: String, en: String)]

/// The phrases of the web app's own pages (home, offline, errors) and of what every section shares (distances,
/// refreshing, editing a list).
enum ShellPhrases {
    static let table: PhraseTable = [
        "my_location": ("我的位置", "My location"),
        "language": ("語言", "Language"),
        "settings": ("設定", "Settings"),
        "settings_browser": ("這個瀏覽器", "This browser"),
        "settings_browser_text": (
            "這個瀏覽器保存你的位置（10 分鐘）、最近查看的車站、Caltrain 車站及已搭的行程、問答記錄及離線副本。",
            "This browser keeps your position (for 10 minutes), the stops you viewed last, your Caltrain stations and the trips you marked as taken, your last Ask answers and offline copies."
        ),
        "settings_forget": ("清除這個瀏覽器保存的資料", "Forget what this browser keeps"),
        "settings_forgotten": ("已清除。你的最愛仍保存在伺服器。", "Forgotten. Your favourites stay on the server."),
        "notify_title": ("通知", "Notifications"),
        "notify_text": (
            "讓這部裝置接收 NextStop 的通知。只有在你按下開啟時，瀏覽器才會問你是否允許。",
            "Let this device receive NextStop's notifications. The browser asks for permission only when you turn them on."
        ),
        "notify_on": ("開啟通知", "Turn on notifications"),
        "notify_off": ("關閉通知", "Turn off"),
        "notify_test": ("發送測試通知", "Send a test notification"),
        "notify_enabled": ("這部裝置已開啟通知。", "Notifications are on for this device."),
        "notify_disabled": ("這部裝置沒有開啟通知。", "Notifications are off for this device."),
        "notify_denied": ("瀏覽器不允許通知：請在瀏覽器的網站設定中允許。", "The browser blocks notifications: allow them in its site settings."),
        "notify_unsupported": ("這個瀏覽器不能接收通知。", "This browser cannot receive notifications."),
        "notify_server_off": ("這個伺服器沒有開啟通知。", "Notifications are off on this server."),
        "notify_failed": ("未能開啟通知：{reason}", "Could not turn notifications on: {reason}"),
        "notify_sent": ("已發送測試通知。", "A test notification is on its way."),
        "reminders": ("提醒", "Reminders"),
        "reminders_text": (
            "按巴士站、Caltrain 班次、單車站或天氣警告旁的鐘，便可在巴士快到、列車延誤、單車站快將不足或天文台發出警告時收到通知。晚上十一時至早上七時不會提醒（八號或以上風球除外），每部裝置每日最多 12 個通知。",
            "Tap the bell beside a bus at a stop, a Caltrain train, a dock or the weather warnings to be told when the bus is close, the train is late, the dock runs short or the Observatory issues a warning. Nothing comes between 23:00 and 07:00 (signal No. 8 and above aside), and at most 12 a day per device."
        ),
        "reminders_device": ("這部裝置的提醒", "This device's reminders"),
        "reminders_none": ("未有提醒。", "No reminders yet."),
        "reminders_gone": ("已不再提供", "No longer served"),
        "reminders_night": ("深夜亦提醒", "At night too"),
        "reminders_enabled": ("開啟", "On"),
        "reminders_delete": ("刪除", "Delete"),
        "reminders_deleted": ("已刪除提醒。", "Reminder deleted."),
        "reminders_browser_off": ("這個瀏覽器未開啟通知，提醒不會送到這裡。", "Notifications are off in this browser, so reminders cannot reach it."),
        "reminders_link": ("我的提醒", "My reminders"),
        "reminder_on": ("已設定提醒", "Reminder on"),
        "reminder_set": ("已設定提醒：{detail}", "Reminder set: {detail}"),
        "reminder_removed": ("已取消提醒。", "Reminder removed."),
        "reminder_weekdays": ("平日", "Weekdays"),
        "reminder_weekends": ("週末", "Weekends"),
        "reminder_daily": ("每日", "Every day"),
        "link_devices": ("連結另一部裝置", "Link another device"),
        "link_show_title": ("由這部裝置邀請", "Invite from this device"),
        "link_show_text": (
            "另一部裝置（手錶或另一部手機）掃描二維碼即可共用這裡的最愛；或在那裡輸入代碼，再在這裡確認。",
            "Scan the QR code with the other device (a watch or another phone) to share these favourites, or type the code there and confirm it here."
        ),
        "link_create": ("顯示二維碼及代碼", "Show a QR code and a code"),
        "link_qr_label": ("連結這部裝置最愛的二維碼", "QR code linking to this device's favourites"),
        "link_expires": ("{n} 分鐘後失效", "Works for {n} more min"),
        "link_expires_one": ("1 分鐘後失效", "Works for 1 more min"),
        "link_expired": ("邀請已失效，請再顯示一個。", "The invitation has expired; show a new one."),
        "link_confirm": ("確認輸入了代碼的裝置", "Confirm the device that typed the code"),
        "link_nothing_saved": ("請先儲存最愛，才可與另一部裝置共用。", "Save a favourite first: there is nothing to share yet."),
        "link_none_waiting": ("仍未有裝置輸入代碼。", "No device has typed the code yet."),
        "link_enter_title": ("加入另一部裝置的最愛", "Join another device's favourites"),
        "link_enter_text": (
            "輸入另一部裝置顯示的 6 位代碼。這部裝置之後會顯示那裡的最愛。",
            "Type the 6-character code the other device shows. This device then shows its favourites."
        ),
        "link_code_label": ("連結代碼", "Link code"),
        "link_enter": ("連結", "Link"),
        "link_waiting": ("代碼正確：請在另一部裝置按確認。", "The code is right: now confirm on the other device."),
        "link_done": ("已連結：兩部裝置現在共用同一份最愛。", "Linked: both devices now share one list of favourites."),
        "link_devices_title": ("共用這份最愛的裝置", "Devices sharing this list"),
        "link_devices_none": ("這部裝置仍未儲存任何最愛。", "This device has not saved anything yet."),
        "link_devices_alone": ("只有這部裝置使用這份最愛。", "Only this device uses this list."),
        "link_this_device": ("這部裝置", "This device"),
        "link_other_device": ("另一部裝置", "Another device"),
        "link_joined": ("{date} 加入", "Joined {date}"),
        "link_unlink": ("解除連結", "Unlink"),
        "link_leave": ("離開這份最愛", "Leave this list"),
        "tap_again": ("再按一次確認", "Tap again to confirm"),
        "link_unlinked": ("已解除連結：那部裝置現在由空白的最愛開始。", "Unlinked: that device now starts with an empty list."),
        "link_left": ("已離開：這部裝置現在由空白的最愛開始。", "Left: this device now starts with an empty list."),
        "privacy": ("私隱", "Privacy"),
        "privacy_intro": ("NextStop 沒有帳戶、廣告或分析追蹤。", "NextStop has no accounts, no advertising and no analytics."),
        "privacy_server": ("伺服器保存的資料", "What the server keeps"),
        "privacy_favourites": (
            "你的最愛（巴士站及路線連分類、倫敦單車站連提示水平），以這部裝置的隨機代碼保存（伺服器只存其雜湊值），並與你連結的裝置共用；連結邀請 10 分鐘後失效。",
            "Your favourites (bus stops and routes with their categories, London docks with their alert levels), kept under this device's random token (the server stores only a hash of it) and shared with the devices you link; a link invitation lasts 10 minutes."
        ),
        "privacy_notifications": (
            "如你開啟通知：這個瀏覽器的推送服務位址及加密金鑰，連同你的語言，以這部裝置保存，直至你關閉通知或推送服務表示它已失效；你設定的提醒（巴士站及路線、Caltrain 車站及時間、單車站或天氣警告），直至你刪除，以及一星期內已通知的事項。",
            "If you turn notifications on: this browser's push service address and encryption keys, with your language, kept for this device until you turn them off or the push service says they are gone; the reminders you set (a stop and route, Caltrain stations and times, a dock, or the weather warnings) until you delete them, and what they told you of for a week."
        ),
        "privacy_conversations": (
            "問答的對話，讓追問知道前文：最後一個問題後保留 10 分鐘，然後刪除。",
            "Ask's conversations, so a follow-up knows what it follows: kept for 10 minutes after the last question, then forgotten."
        ),
        "privacy_feedback": (
            "你標記為答錯的問題：問題內容、理解成的意圖及語言，不含裝置或網絡位址，用來改善問答。",
            "Questions you mark as answered wrongly: the question, what it was read as and its language, with no device or address, to improve Ask."
        ),
        "privacy_nothing_else": (
            "除此之外不保存任何關於你的資料（只有錯誤的裝置連結嘗試會連同網絡位址記錄，以阻止猜測）：巴士公司、天文台、511 及 TfL 的資料由伺服器自行查詢，不會附上你的資料。",
            "Nothing else about you (only a wrong attempt to link a device is logged, with its address, to stop guessing): the server asks the bus operators, the Observatory, 511 and TfL itself, without your details."
        ),
        "privacy_browser": ("瀏覽器保存的資料", "What your browser keeps"),
        "privacy_cookies": (
            "Cookie：這部裝置的代碼（一年），以及你的語言、色彩、文字大小和各服務最後使用的分頁。",
            "Cookies: this device's token (for a year), and your language, colours, text size and each section's last tab."
        ),
        "privacy_storage": (
            "瀏覽器儲存空間：你的位置（10 分鐘）、最近查看的車站、Caltrain 車站及已搭的行程、最近的問答及畫面副本，讓頁面離線也能開啟。",
            "Browser storage: your position (for 10 minutes), the stops you viewed last, your Caltrain stations and the trips you marked as taken, your last Ask answers and copies of what was on screen, so pages open offline."
        ),
        "privacy_tiles": (
            "地圖圖塊由你的瀏覽器直接向地圖伺服器（預設為 OpenStreetMap）下載，該伺服器會如其他網站一樣看到你的網絡位址。",
            "Map tiles come to your browser straight from the map's tile server (OpenStreetMap's unless this server was set up with another), which sees your address as any website does."
        ),
        "privacy_forget": ("在設定中清除這個瀏覽器的資料", "Forget this browser's data in Settings"),
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
        "drag_to_reorder": ("拖動以排序", "Drag to reorder"),
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
