import Foundation

/// Keeps each device's reminders and which of their events have been notified, so that across every server of a
/// deployment each event is sent once.
///
/// Reminders belong to a device, not to its owner's list: they notify the browser that asked. A device's id that is
/// not its own answers `FavouritesError.notFound`, as a missing one does.
public protocol ReminderStore: Sendable {
    /// Keeps a reminder for the device with `tokenHash`, registering a device never seen. The same kind and watch
    /// kept already answer the kept reminder, turned on. At most `FavouritesLimits.remindersPerDevice` per device
    /// (`invalid` beyond, field `reminders`).
    func addReminder(_ reminder: NewReminder, device tokenHash: String, at date: Date) async throws -> Reminder
    /// The device's reminders, oldest first; none for a device never seen.
    func reminders(ofDevice tokenHash: String) async throws -> [Reminder]
    /// Turns one of the device's reminders on or off, or changes whether it may be sent at night (`nil`: unchanged).
    func updateReminder(_ id: Reminder.ID, enabled: Bool?, atNight: Bool?, device tokenHash: String) async throws
        -> Reminder
    /// Forgets one of the device's reminders and what it was told.
    func deleteReminder(_ id: Reminder.ID, device tokenHash: String) async throws

    /// Every enabled reminder of `kind` whose device has a push subscription, with the events it was told of.
    func watchedReminders(kind: String) async throws -> [WatchedReminder]
    /// Claims `event` of the reminder for sending, once across every server: `send` the first time unless its device
    /// has had `dailyCap` notifications in the 24 hours before `date` (`urgent` ones pass the cap). A claim is kept
    /// for a week; older ones are dropped here.
    func claimNotification(_ event: String, of id: Reminder.ID, urgent: Bool, dailyCap: Int, at date: Date)
        async throws -> NotificationClaim
    /// Forgets that `event` of the reminder was notified, so that it is sent again when it happens again (a dock
    /// that filled up and may run empty again).
    func forgetNotification(_ event: String, of id: Reminder.ID) async throws
    /// Turns a reminder off after its one notification, whoever's it is.
    func finishReminder(_ id: Reminder.ID) async throws
}
