/// The GTFS-Realtime names of the integer enums (gtfs-realtime.proto; API-NOTES §Caltrain, Enums).
enum GTFSRealtimeNames {
    static let causes = [
        "UNKNOWN_CAUSE", "OTHER_CAUSE", "TECHNICAL_PROBLEM", "STRIKE", "DEMONSTRATION", "ACCIDENT", "HOLIDAY", "WEATHER",
        "MAINTENANCE", "CONSTRUCTION", "POLICE_ACTIVITY", "MEDICAL_EMERGENCY", "SPECIAL_EVENT",
    ]
    static let effects = [
        "NO_SERVICE", "REDUCED_SERVICE", "SIGNIFICANT_DELAYS", "DETOUR", "ADDITIONAL_SERVICE", "MODIFIED_SERVICE",
        "OTHER_EFFECT", "UNKNOWN_EFFECT", "STOP_MOVED", "NO_EFFECT", "ACCESSIBILITY_ISSUE",
    ]
    static let severities = ["UNKNOWN_SEVERITY", "INFO", "WARNING", "SEVERE"]

    /// Cause 1…13 by name; absent or unknown → `UNKNOWN_CAUSE`.
    static func cause(_ value: Int?) -> String { name(value, in: causes, unknown: "UNKNOWN_CAUSE") }

    /// Effect 1…11 by name; absent or unknown → `UNKNOWN_EFFECT`.
    static func effect(_ value: Int?) -> String { name(value, in: effects, unknown: "UNKNOWN_EFFECT") }

    /// Severity 1…4 by name; absent or unknown → `UNKNOWN_SEVERITY`.
    static func severity(_ value: Int?) -> String { name(value, in: severities, unknown: "UNKNOWN_SEVERITY") }

    private static func name(_ value: Int?, in names: [String], unknown: String) -> String {
        guard let value, (1...names.count).contains(value) else { return unknown }
        return names[value - 1]
    }
}
