import Foundation
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStoreRemindersTests {
    private let phone = StoreHarness.tokenHash("phone")
    private let watch = StoreHarness.tokenHash("watch")
    private let bus = NewReminder(kind: "bus-arrival", watch: #"{"stop":"002403","route":"11"}"#)
    private let dock = NewReminder(kind: "dock", watch: #"{"dock":"BikePoints_1"}"#, atNight: true)

    /// Subscribes the device to push notifications, which `watchedReminders` requires.
    private func subscribe(_ device: String, in harness: StoreHarness) async throws {
        let subscription = DevicePushSubscription(
            endpoint: "https://push.example.net/send/\(device)", p256dh: String(repeating: "p", count: 87),
            auth: String(repeating: "a", count: 22), language: "en")
        try await harness.store.savePushSubscription(subscription, device: device, at: harness.now)
    }

    @Test(arguments: StoreBackend.all) func aDeviceNeverSeenKeepsItsRemindersOldestFirst(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)

        // when
        let first = try await harness.store.addReminder(dock, device: phone, at: harness.now)
        let second = try await harness.store.addReminder(bus, device: phone, at: harness.now + 1)

        // then
        #expect(try await harness.store.owner(ofDevice: phone) != nil)
        #expect(first.kind == "dock" && first.watch == dock.watch && first.enabled && first.atNight)
        #expect(first.createdAt == harness.now)
        #expect(try await harness.store.reminders(ofDevice: phone) == [first, second])
        #expect(try await harness.store.reminders(ofDevice: watch).isEmpty)
    }

    @Test(arguments: StoreBackend.all) func theSameWatchIsKeptOnceAndTurnedBackOn(backend: StoreBackend) async throws {
        // given a reminder turned off
        let harness = try await StoreHarness(backend)
        let kept = try await harness.store.addReminder(bus, device: phone, at: harness.now)
        _ = try await harness.store.updateReminder(kept.id, enabled: false, atNight: nil, device: phone)

        // when the device asks for it again, at night too
        var again = bus
        again.atNight = true
        let answered = try await harness.store.addReminder(again, device: phone, at: harness.now + 60)

        // then
        #expect(answered.id == kept.id && answered.enabled && answered.atNight)
        #expect(answered.createdAt == kept.createdAt)
        #expect(try await harness.store.reminders(ofDevice: phone) == [answered])
    }

    @Test(arguments: StoreBackend.all) func aDeviceKeepsAtMostFifty(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        for index in 0..<FavouritesLimits.remindersPerDevice {
            let reminder = NewReminder(kind: "dock", watch: #"{"dock":"\#(index)"}"#)
            _ = try await harness.store.addReminder(reminder, device: phone, at: harness.now)
        }

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.addReminder(bus, device: phone, at: harness.now)
        }

        // then
        #expect(error?.httpStatus == 400)
        #expect(error?.field == "reminders")
        #expect(try await harness.rowCount("reminders") == FavouritesLimits.remindersPerDevice)
    }

    @Test(
        arguments: StoreBackend.all,
        [
            (NewReminder(kind: "Bus-Arrival", watch: "{}"), "kind"),
            (NewReminder(kind: "", watch: "{}"), "kind"),
            (NewReminder(kind: "bus-arrival", watch: ""), "watch"),
            (NewReminder(kind: "bus-arrival", watch: String(repeating: "x", count: 501)), "watch"),
        ])
    func aReminderOfTheWrongShapeIsRefusedAndNothingIsKept(
        backend: StoreBackend, refusal: (reminder: NewReminder, field: String)
    ) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let (refused, field) = refusal

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.addReminder(refused, device: phone, at: harness.now)
        }

        // then
        #expect(error?.field == field)
        #expect(try await harness.rowCount("devices") == 0)
        #expect(try await harness.rowCount("reminders") == 0)
    }

    @Test(arguments: StoreBackend.all) func aDeviceChangesItsOwnRemindersAndNoOneElses(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let reminder = try await harness.store.addReminder(bus, device: phone, at: harness.now)
        _ = try await harness.owner("watch")

        // when
        let refusals = [
            await #expect(throws: FavouritesError.self) {
                try await harness.store.updateReminder(reminder.id, enabled: false, atNight: nil, device: watch)
            },
            await #expect(throws: FavouritesError.self) {
                try await harness.store.deleteReminder(reminder.id, device: watch)
            },
            await #expect(throws: FavouritesError.self) {
                try await harness.store.updateReminder(Reminder.ID(999), enabled: true, atNight: nil, device: phone)
            },
            await #expect(throws: FavouritesError.self) {
                try await harness.store.deleteReminder(Reminder.ID(999), device: phone)
            },
        ]
        let turnedOff = try await harness.store.updateReminder(reminder.id, enabled: false, atNight: nil, device: phone)
        let atNight = try await harness.store.updateReminder(reminder.id, enabled: nil, atNight: true, device: phone)

        // then
        #expect(refusals.map { $0?.httpStatus } == [404, 404, 404, 404])
        #expect(!turnedOff.enabled && !turnedOff.atNight)
        #expect(!atNight.enabled && atNight.atNight)
        #expect(try await harness.store.reminders(ofDevice: phone) == [atNight])

        // when
        try await harness.store.deleteReminder(reminder.id, device: phone)

        // then
        #expect(try await harness.store.reminders(ofDevice: phone).isEmpty)
    }

    @Test(arguments: StoreBackend.all) func theSenderWatchesEnabledRemindersOfSubscribedDevices(backend: StoreBackend)
        async throws
    {
        // given a subscribed phone with two bus reminders, one turned off, and a dock's; a watch not subscribed
        let harness = try await StoreHarness(backend)
        try await subscribe(phone, in: harness)
        let watched = try await harness.store.addReminder(bus, device: phone, at: harness.now)
        let other = NewReminder(kind: "bus-arrival", watch: #"{"stop":"002403","route":"1"}"#)
        let off = try await harness.store.addReminder(other, device: phone, at: harness.now)
        _ = try await harness.store.updateReminder(off.id, enabled: false, atNight: nil, device: phone)
        _ = try await harness.store.addReminder(dock, device: phone, at: harness.now)
        _ = try await harness.store.addReminder(bus, device: watch, at: harness.now)
        _ = try await harness.store.claimNotification("due-5", of: watched.id, urgent: false, dailyCap: 5, at: harness.now)

        // when
        let reminders = try await harness.store.watchedReminders(kind: "bus-arrival")

        // then
        #expect(reminders == [WatchedReminder(reminder: watched, device: phone, notified: ["due-5"])])
    }

    @Test(arguments: StoreBackend.all) func anEventIsSentOnce(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let reminder = try await harness.store.addReminder(bus, device: phone, at: harness.now)

        // when
        let first = try await harness.store.claimNotification(
            "due-5", of: reminder.id, urgent: false, dailyCap: 5, at: harness.now)
        let second = try await harness.store.claimNotification(
            "due-5", of: reminder.id, urgent: false, dailyCap: 5, at: harness.now + 30)

        // then
        #expect(first == .send)
        #expect(second == .alreadyClaimed)
    }

    @Test(arguments: StoreBackend.all) func nothingIsSentForAReminderThatIsGone(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let reminder = try await harness.store.addReminder(bus, device: phone, at: harness.now)
        try await harness.store.deleteReminder(reminder.id, device: phone)

        // when
        let claim = try await harness.store.claimNotification(
            "due-5", of: reminder.id, urgent: false, dailyCap: 5, at: harness.now)

        // then
        #expect(claim == .alreadyClaimed)
        #expect(try await harness.rowCount("reminder_notifications") == 0)
    }

    @Test(arguments: StoreBackend.all) func theDailyCapHoldsBackAllButUrgentEvents(backend: StoreBackend) async throws {
        // given a device told twice today, by two of its reminders, with a cap of two a day
        let harness = try await StoreHarness(backend)
        let first = try await harness.store.addReminder(bus, device: phone, at: harness.now)
        let second = try await harness.store.addReminder(dock, device: phone, at: harness.now)
        let claim = { (event: String, id: Reminder.ID, urgent: Bool, date: Date) in
            try await harness.store.claimNotification(event, of: id, urgent: urgent, dailyCap: 2, at: date)
        }
        _ = try await claim("a", first.id, false, harness.now)
        _ = try await claim("b", second.id, false, harness.now + 60)

        // when
        let third = try await claim("c", first.id, false, harness.now + 120)
        let urgent = try await claim("d", second.id, true, harness.now + 180)
        let thirdAgain = try await claim("c", first.id, false, harness.now + 240)
        let nextDay = try await claim("e", first.id, false, harness.now + 24 * 3_600 + 60)

        // then
        #expect(third == .overDailyCap)
        #expect(urgent == .send)
        #expect(thirdAgain == .alreadyClaimed)
        #expect(nextDay == .send)
    }

    @Test(arguments: StoreBackend.all) func aClaimIsForgottenAfterAWeek(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let reminder = try await harness.store.addReminder(bus, device: phone, at: harness.now)
        _ = try await harness.store.claimNotification("warning", of: reminder.id, urgent: false, dailyCap: 5, at: harness.now)

        // when
        let weekLater = harness.now + 7 * 24 * 3_600 + 60
        let claim = try await harness.store.claimNotification(
            "warning", of: reminder.id, urgent: false, dailyCap: 5, at: weekLater)

        // then
        #expect(claim == .send)
        #expect(try await harness.rowCount("reminder_notifications") == 1)
    }

    @Test(arguments: StoreBackend.all) func aForgottenEventIsSentAgain(backend: StoreBackend) async throws {
        // given a dock that ran empty, was notified, then filled up
        let harness = try await StoreHarness(backend)
        let reminder = try await harness.store.addReminder(dock, device: phone, at: harness.now)
        _ = try await harness.store.claimNotification("empty", of: reminder.id, urgent: false, dailyCap: 5, at: harness.now)
        try await harness.store.forgetNotification("empty", of: reminder.id)
        try await harness.store.forgetNotification("never-claimed", of: reminder.id)

        // when it runs empty again
        let claim = try await harness.store.claimNotification(
            "empty", of: reminder.id, urgent: false, dailyCap: 5, at: harness.now + 600)

        // then
        #expect(claim == .send)
    }

    @Test(arguments: StoreBackend.all) func aFinishedReminderIsTurnedOff(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        try await subscribe(phone, in: harness)
        let reminder = try await harness.store.addReminder(bus, device: phone, at: harness.now)

        // when
        try await harness.store.finishReminder(reminder.id)
        try await harness.store.finishReminder(Reminder.ID(999))

        // then
        #expect(try await harness.store.reminders(ofDevice: phone).map(\.enabled) == [false])
        #expect(try await harness.store.watchedReminders(kind: "bus-arrival").isEmpty)
    }

    @Test(arguments: StoreBackend.all) func concurrentClaimsOfOneEventSendItOnce(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let reminder = try await harness.store.addReminder(bus, device: phone, at: harness.now)
        let store = harness.store
        let now = harness.now

        // when eight servers claim it at once
        let claims = try await withThrowingTaskGroup(of: NotificationClaim.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await store.claimNotification("due-5", of: reminder.id, urgent: false, dailyCap: 5, at: now)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // then
        #expect(claims.filter { $0 == .send }.count == 1)
        #expect(claims.filter { $0 == .alreadyClaimed }.count == 7)
    }

    @Test(arguments: StoreBackend.all) func aDeviceWithOnlyAReminderOutlivesTheSweepOfEmptyLists(
        backend: StoreBackend
    ) async throws {
        // given a device that saved nothing but a reminder
        let harness = try await StoreHarness(backend)
        let reminder = try await harness.store.addReminder(bus, device: phone, at: harness.now)

        // when a new device registers after the empty-list lifetime, which sweeps empty lists
        let later = harness.now + FavouritesLimits.emptyOwnerLifetime + 60
        _ = try await harness.registerDevice(tokenHash: watch, at: later)

        // then
        #expect(try await harness.store.reminders(ofDevice: phone) == [reminder])
    }

    @Test(arguments: StoreBackend.all) func aDevicesReplacementKeepsItsReminders(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let reminder = try await harness.store.addReminder(bus, device: phone, at: harness.now)
        let longer = StoreHarness.tokenHash("phone-longer")
        _ = try await harness.store.replaceDevice(phone, with: longer, at: harness.now)

        // when the replacement is first used
        _ = try await harness.store.owner(ofDevice: longer)

        // then
        #expect(try await harness.store.reminders(ofDevice: longer) == [reminder])
    }
}
