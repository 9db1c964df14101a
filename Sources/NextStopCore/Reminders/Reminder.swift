import Foundation

/// Something a device asked to be told of by Web Push: a bus coming, a train late, a dock running empty, a weather
/// warning. What it watches belongs to its system, which reads and writes `watch` as its own JSON; the store keeps
/// it as it is given.
public struct Reminder: Sendable, Hashable {
    public typealias ID = EntityID<Reminder>

    public var id: ID
    /// The kind of watch (`bus-arrival`, `caltrain-trip`, `dock`, `hk-warnings`), naming the system that reads it.
    public var kind: String
    /// What is watched, as the kind's JSON.
    public var watch: String
    /// False while the rider has turned it off; a reminder for once turns itself off once it has been sent.
    public var enabled: Bool
    /// True when it may also be sent between 23:00 and 07:00 local time.
    public var atNight: Bool
    public var createdAt: Date

    public init(id: ID, kind: String, watch: String, enabled: Bool, atNight: Bool, createdAt: Date) {
        self.id = id
        self.kind = kind
        self.watch = watch
        self.enabled = enabled
        self.atNight = atNight
        self.createdAt = createdAt
    }
}

/// A reminder as a device asks for it, before it is stored.
public struct NewReminder: Sendable, Hashable {
    public var kind: String
    public var watch: String
    public var atNight: Bool

    public init(kind: String, watch: String, atNight: Bool = false) {
        self.kind = kind
        self.watch = watch
        self.atNight = atNight
    }
}

/// An enabled reminder as the sender reads it: with the device it belongs to and the events it has been told of
/// (those kept by `ReminderStore.claimNotification`, for a week).
public struct WatchedReminder: Sendable, Hashable {
    public var reminder: Reminder
    /// The device's token hash, whose push subscriptions are sent to.
    public var device: String
    /// The events already notified (or held back by the daily cap), by key.
    public var notified: Set<String>

    public init(reminder: Reminder, device: String, notified: Set<String>) {
        self.reminder = reminder
        self.device = device
        self.notified = notified
    }
}

/// What `ReminderStore.claimNotification` decided about one event of one reminder.
public enum NotificationClaim: Sendable, Hashable {
    /// This caller is the one to send it.
    case send
    /// It was claimed before, by this server or another: nothing to send.
    case alreadyClaimed
    /// The device has had its notifications for the day: kept as told, not sent.
    case overDailyCap
}
