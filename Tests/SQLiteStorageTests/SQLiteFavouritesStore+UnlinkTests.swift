import Foundation
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStoreUnlinkTests {
    private let phone = StoreHarness.tokenHash("phone")
    private let watch = StoreHarness.tokenHash("watch")

    @Test(arguments: StoreBackend.all) func aListNamesItsDevicesInJoiningOrderMarkingTheOneAsking(backend: StoreBackend)
        async throws
    {
        // given a phone's list that a watch joined a minute later
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        try await link(watch, to: owner, at: harness.now + 60, in: harness)

        // when
        let seenFromWatch = try await harness.store.devices(of: owner, current: watch)

        // then
        #expect(seenFromWatch.map(\.joinedAt) == [harness.now, harness.now + 60])
        #expect(seenFromWatch.map(\.isCurrent) == [false, true])
        #expect(try await harness.store.devices(of: owner, current: phone).map(\.isCurrent) == [true, false])
    }

    @Test(arguments: StoreBackend.all) func anUnlinkedDeviceStartsAfreshWhileTheListStays(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let saved = try await harness.add(StoreHarness.kmbStop, for: owner)
        try await link(watch, to: owner, at: harness.now, in: harness)
        let watchID = try await harness.store.devices(of: owner, current: watch).first(where: \.isCurrent)!.id

        // when
        try await harness.store.unlinkDevice(watchID, from: owner)

        // then
        #expect(try await harness.store.owner(ofDevice: watch) == nil)
        #expect(try await harness.store.owner(ofDevice: phone) == owner)
        #expect(try await harness.store.favourites(of: owner) == [saved])
        #expect(try await harness.store.devices(of: owner, current: phone).count == 1)
    }

    @Test(arguments: StoreBackend.all) func theOnlyDeviceOfAListCannotBeUnlinked(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        let only = try await harness.store.devices(of: owner, current: phone)[0]

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.unlinkDevice(only.id, from: owner)
        }

        // then
        #expect(error?.httpStatus == 409)
        #expect(try await harness.store.owner(ofDevice: phone) == owner)
    }

    @Test(arguments: StoreBackend.all) func anotherListsDeviceIsNotFound(backend: StoreBackend) async throws {
        // given two lists of two devices each
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        try await link(watch, to: owner, at: harness.now, in: harness)
        let stranger = try await harness.owner("laptop")
        try await link(StoreHarness.tokenHash("tablet"), to: stranger, at: harness.now, in: harness)
        let strangersDevice = try await harness.store.devices(of: stranger, current: phone)[0]

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.unlinkDevice(strangersDevice.id, from: owner)
        }

        // then
        #expect(error?.httpStatus == 404)
        #expect(try await harness.store.devices(of: stranger, current: phone).count == 2)
    }

    @Test(arguments: StoreBackend.all) func aDevicesUnusedReplacementIsNeitherListedNorLeftBehind(backend: StoreBackend)
        async throws
    {
        // given a watch on the phone's list that was given a replacement token it has not used yet
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        try await link(watch, to: owner, at: harness.now, in: harness)
        let replacement = StoreHarness.tokenHash("watch-longer")
        _ = try await harness.store.replaceDevice(watch, with: replacement, at: harness.now)
        let listed = try await harness.store.devices(of: owner, current: watch)

        // when
        try await harness.store.unlinkDevice(listed.first(where: \.isCurrent)!.id, from: owner)

        // then
        #expect(listed.count == 2)
        #expect(try await harness.store.owner(ofDevice: watch) == nil)
        #expect(try await harness.store.owner(ofDevice: replacement) == nil)
    }

    @Test(arguments: StoreBackend.all) func aLinkedDevicesUnusedReplacementMovesWithIt(backend: StoreBackend) async throws {
        // given a watch with its own list and an unused replacement token
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")
        _ = try await harness.owner("watch")
        let replacement = StoreHarness.tokenHash("watch-longer")
        _ = try await harness.store.replaceDevice(watch, with: replacement, at: harness.now)

        // when the watch joins the phone's list
        try await link(watch, to: owner, at: harness.now, in: harness)

        // then the replacement reaches the phone's list, and the watch's old list is gone
        #expect(try await harness.store.owner(ofDevice: replacement) == owner)
        #expect(try await harness.rowCount("owners") == 1)
    }

    /// Puts the device on the owner's list with an invitation's secret.
    private func link(_ device: String, to owner: OwnerID, at date: Date, in harness: StoreHarness) async throws {
        let secretHash = StoreHarness.tokenHash("secret-\(device.prefix(8))")
        _ = try await harness.store.createLinkCode(for: owner, secretHash: secretHash, now: date)
        _ = try await harness.store.redeemLinkSecret(secretHash, device: device, now: date)
    }
}
