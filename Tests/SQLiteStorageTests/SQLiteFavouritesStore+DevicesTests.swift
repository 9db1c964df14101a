import Foundation
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStoreDevicesTests {
    @Test func registeringAKnownDeviceReturnsItsOwner() async throws {
        // given
        let harness = try StoreHarness()
        let first = try await harness.owner("phone")

        // when
        let again = try await harness.owner("phone")
        let other = try await harness.owner("laptop")

        // then
        #expect(again == first)
        #expect(other != first)
        #expect(try await harness.rowCount("owners") == 2)
        #expect(try await harness.rowCount("devices") == 2)
    }

    @Test func ownerOfDeviceIsNilUntilRegistered() async throws {
        // given
        let harness = try StoreHarness()
        let hash = StoreHarness.tokenHash("phone")
        #expect(try await harness.store.owner(ofDevice: hash) == nil)

        // when
        let owner = try await harness.owner("phone")

        // then
        #expect(try await harness.store.owner(ofDevice: hash) == owner)
    }

    @Test(arguments: ["short", String(repeating: "a", count: 129), "has a space in it", "tab\tseparated-hash!"])
    func malformedTokenHashesAreRefused(hash: String) async throws {
        // given
        let harness = try StoreHarness()

        // when
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.registerDevice(tokenHash: hash, at: harness.now)
        }

        // then
        #expect(error?.field == "device")
        #expect(try await harness.rowCount("devices") == 0)
    }
}
