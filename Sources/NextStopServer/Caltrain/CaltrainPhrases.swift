extension CaltrainSystem {
    /// The Caltrain section's phrases, with its service names and the weather conditions (`CaltrainWords`).
    static let phrases: PhraseTable = CaltrainWords.phrases.merging(sectionPhrases) { _, section in section }

    private static let sectionPhrases: PhraseTable = [
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
        "caltrain_line_now": ("現時行駛中的列車", "Trains on the line now"),
        "caltrain_between": ("{from} 至 {to} 之間", "between {from} and {to}"),
        "caltrain_at": ("停在 {station}", "at {station}"),
        "caltrain_none_running": ("現時沒有列車行駛", "No trains are running now"),
        "caltrain_alerts_title": ("Caltrain 通告", "Caltrain alerts"),
        "caltrain_tab_trains": ("班次", "Trains"),
        "caltrain_tab_stations": ("車站", "Stations"),
        "caltrain_tab_alerts": ("通告", "Alerts"),
        "caltrain_stations_title": ("Caltrain 車站", "Caltrain stations"),
        "caltrain_stations_hint": (
            "由北至南。按「由此出發」或「到這裡」選擇車站，即可查看班次。", "North to south. Tap From here or To here to make a station that end of your trip."
        ),
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
    ]
}
