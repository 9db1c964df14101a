import Foundation
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStorePushSubscriptionsTests {
    private let phone = StoreHarness.tokenHash("phone")
    private let watch = StoreHarness.tokenHash("watch")

    private func subscription(_ name: String, language: String = "en") -> DevicePushSubscription {
        DevicePushSubscription(
            endpoint: "https://push.example.net/send/\(name)", p256dh: "B" + String(repeating: "p", count: 86),
            auth: String(repeating: "a", count: 22), language: language)
    }

    @Test(arguments: StoreBackend.all) func aDeviceNeverSeenIsKeptWithItsSubscription(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)

        // when
        try await harness.store.savePushSubscription(subscription("a"), device: phone, at: harness.now)

        // then
        #expect(try await harness.store.owner(ofDevice: phone) != nil)
        #expect(try await harness.store.pushSubscriptions(ofDevice: phone) == [subscription("a")])
        #expect(try await harness.store.pushSubscriptions(ofDevice: watch).isEmpty)
    }

    @Test(arguments: StoreBackend.all) func anEndpointIsKeptOnceForTheDeviceThatSavedItLast(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        try await harness.store.savePushSubscription(subscription("a"), device: phone, at: harness.now)

        // when the same browser subscribes again for another device, in Chinese
        try await harness.store.savePushSubscription(subscription("a", language: "tc"), device: watch, at: harness.now)

        // then
        #expect(try await harness.store.pushSubscriptions(ofDevice: phone).isEmpty)
        #expect(try await harness.store.pushSubscriptions(ofDevice: watch) == [subscription("a", language: "tc")])
        #expect(try await harness.rowCount("push_subscriptions") == 1)
    }

    @Test(arguments: StoreBackend.all) func aDeviceDeletesItsOwnSubscriptionAndNoOneElses(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        try await harness.store.savePushSubscription(subscription("a"), device: phone, at: harness.now)
        _ = try await harness.owner("watch")

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.deletePushSubscription(endpoint: subscription("a").endpoint, device: watch)
        }
        try await harness.store.deletePushSubscription(endpoint: subscription("a").endpoint, device: phone)

        // then
        #expect(error?.httpStatus == 404)
        #expect(try await harness.store.pushSubscriptions(ofDevice: phone).isEmpty)
    }

    @Test(arguments: StoreBackend.all) func aSubscriptionItsServiceCallsGoneIsForgotten(backend: StoreBackend) async throws {
        let harness = try await StoreHarness(backend)
        try await harness.store.savePushSubscription(subscription("a"), device: phone, at: harness.now)
        try await harness.store.savePushSubscription(subscription("b"), device: phone, at: harness.now + 1)

        try await harness.store.forgetPushSubscription(endpoint: subscription("a").endpoint)

        #expect(try await harness.store.pushSubscriptions(ofDevice: phone) == [subscription("b")])
    }

    @Test(arguments: StoreBackend.all) func aDeviceKeepsAtMostFive(backend: StoreBackend) async throws {
        let harness = try await StoreHarness(backend)
        for index in 0..<FavouritesLimits.pushSubscriptionsPerDevice {
            try await harness.store.savePushSubscription(subscription("\(index)"), device: phone, at: harness.now)
        }

        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.savePushSubscription(subscription("more"), device: phone, at: harness.now)
        }

        #expect(error?.httpStatus == 409)
        #expect(try await harness.store.pushSubscriptions(ofDevice: phone).count == 5)
    }

    @Test(
        arguments: StoreBackend.all,
        [
            (DevicePushSubscription(endpoint: "http://push.example.net/a", p256dh: "", auth: "", language: "en"), "endpoint"),
            (
                DevicePushSubscription(
                    endpoint: "https://push.example.net/a", p256dh: "short", auth: String(repeating: "a", count: 22),
                    language: "en"), "p256dh"
            ),
            (
                DevicePushSubscription(
                    endpoint: "https://push.example.net/a", p256dh: String(repeating: "p", count: 87),
                    auth: String(repeating: "a", count: 22), language: "fr"), "lang"
            ),
        ])
    func aSubscriptionOfTheWrongShapeIsRefusedAndNothingIsKept(
        backend: StoreBackend, refusal: (subscription: DevicePushSubscription, field: String)
    ) async throws {
        let harness = try await StoreHarness(backend)
        let (refused, field) = refusal

        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.savePushSubscription(refused, device: phone, at: harness.now)
        }

        #expect(error?.field == field)
        #expect(try await harness.rowCount("devices") == 0)
        #expect(try await harness.rowCount("push_subscriptions") == 0)
    }

    @Test(arguments: StoreBackend.all) func anUnlinkedDeviceLosesItsSubscriptions(backend: StoreBackend) async throws {
        // given a watch on the phone's list, subscribed
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let secret = StoreHarness.tokenHash("secret-watch")
        _ = try await harness.store.createLinkCode(for: owner, secretHash: secret, now: harness.now)
        _ = try await harness.store.redeemLinkSecret(secret, device: watch, now: harness.now)
        try await harness.store.savePushSubscription(subscription("w"), device: watch, at: harness.now)

        // when
        let watchID = try await harness.store.devices(of: owner, current: watch).first(where: \.isCurrent)!.id
        try await harness.store.unlinkDevice(watchID, from: owner)

        // then
        #expect(try await harness.rowCount("push_subscriptions") == 0)
    }

    @Test(arguments: StoreBackend.all) func aDeviceWithOnlyASubscriptionOutlivesTheSweepOfEmptyLists(
        backend: StoreBackend
    ) async throws {
        // given a device that saved nothing but a subscription
        let harness = try await StoreHarness(backend)
        try await harness.store.savePushSubscription(subscription("a"), device: phone, at: harness.now)

        // when a new device registers after the empty-list lifetime, which sweeps empty lists
        let later = harness.now + FavouritesLimits.emptyOwnerLifetime + 60
        _ = try await harness.registerDevice(tokenHash: watch, at: later)

        // then
        #expect(try await harness.store.pushSubscriptions(ofDevice: phone) == [subscription("a")])
    }

    @Test(arguments: StoreBackend.all) func aDevicesReplacementKeepsItsSubscriptions(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        try await harness.store.savePushSubscription(subscription("a"), device: phone, at: harness.now)
        let longer = StoreHarness.tokenHash("phone-longer")
        _ = try await harness.store.replaceDevice(phone, with: longer, at: harness.now)

        // when the replacement is first used
        _ = try await harness.store.owner(ofDevice: longer)

        // then
        #expect(try await harness.store.pushSubscriptions(ofDevice: longer) == [subscription("a")])
    }
}
