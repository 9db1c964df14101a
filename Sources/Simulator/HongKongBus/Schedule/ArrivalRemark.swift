import NextStopCore

/// The remark on an arrival row; each carries meaning a rider must see (API-NOTES §KMB 3).
public enum ArrivalRemark: String, Sendable, Hashable, CaseIterable {
    /// A tracked bus: the remark is empty.
    case tracked
    /// From the timetable, the bus not yet tracked.
    case scheduled
    /// The day's last departure.
    case finalBus
    /// The day's last bus has passed this stop; the row has no time.
    case finalBusDeparted
    /// Arrival times withheld, as during a typhoon; the row has no time.
    case suspended

    /// The remark in the three languages the APIs write.
    public var text: LocalizedText {
        switch self {
        case .tracked: .empty
        case .scheduled: LocalizedText(en: "Scheduled Bus", tc: "原定班次", sc: "原定班次")
        case .finalBus: LocalizedText(en: "Final Bus", tc: "最後班次", sc: "最后班次")
        case .finalBusDeparted:
            LocalizedText(en: "The final bus has departed from this stop", tc: "最後班次已過", sc: "最后班次已过")
        case .suspended: LocalizedText(en: "ETA service suspended", tc: "暫停預報", sc: "暂停预报")
        }
    }
}
