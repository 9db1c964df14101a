import Foundation
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStoreLinkCodesTests {
    private let watch = StoreHarness.tokenHash("watch")

    @Test func aCodeIsSixUnambiguousCharacters() async throws {
        // given
        let harness = try StoreHarness()
        let owner = try await harness.owner("phone")

        // when
        let code = try await harness.store.createLinkCode(for: owner, now: harness.now)

        // then
        #expect(code.count == LinkCode.length)
        #expect(code.allSatisfy { LinkCode.alphabet.contains($0) })
        #expect(!code.contains { "01OIL".contains($0) })
    }

    @Test func redeemingMovesTheDeviceSoBothSeeTheSameList() async throws {
        // given
        let harness = try StoreHarness()
        let phone = try await harness.owner("phone")
        _ = try await harness.store.registerDevice(tokenHash: watch, at: harness.now)
        let saved = try await harness.add(StoreHarness.kmbStop, for: phone)
        let code = try await harness.store.createLinkCode(for: phone, now: harness.now)

        // when
        let linked = try await harness.store.redeemLinkCode(code, device: watch, now: harness.now + 60)

        // then
        #expect(linked == phone)
        #expect(try await harness.store.owner(ofDevice: watch) == phone)
        #expect(try await harness.store.favourites(of: linked) == [saved])
        let fromWatch = try await harness.add(StoreHarness.ctbStop, for: linked)
        #expect(try await harness.store.favourites(of: phone) == [saved, fromWatch])
    }

    @Test func typedCodesIgnoreCaseSpacesAndDashes() async throws {
        // given
        let harness = try StoreHarness()
        let phone = try await harness.owner("phone")
        let typings: [(String) -> String] = [
            { $0.lowercased() }, { "\($0.prefix(3))-\($0.dropFirst(3))" }, { " \($0) " },
        ]

        for typing in typings {
            let code = try await harness.store.createLinkCode(for: phone, now: harness.now)

            // when
            let linked = try await harness.store.redeemLinkCode(typing(code), device: watch, now: harness.now)

            // then
            #expect(linked == phone)
        }
    }

    @Test func aCodeWorksOnlyOnce() async throws {
        // given
        let harness = try StoreHarness()
        let phone = try await harness.owner("phone")
        let code = try await harness.store.createLinkCode(for: phone, now: harness.now)
        _ = try await harness.store.redeemLinkCode(code, device: watch, now: harness.now)

        // when / then
        try await expectRejected(code, device: StoreHarness.tokenHash("tablet"), at: harness.now, in: harness)
        #expect(try await harness.store.owner(ofDevice: StoreHarness.tokenHash("tablet")) == nil)
    }

    @Test func aCodeExpiresAfterItsLifetime() async throws {
        // given
        let harness = try StoreHarness()
        let phone = try await harness.owner("phone")
        let first = try await harness.store.createLinkCode(for: phone, now: harness.now)
        let lifetime = FavouritesLimits.linkCodeLifetime

        // when / then
        try await expectRejected(first, device: watch, at: harness.now + lifetime, in: harness)
        let second = try await harness.store.createLinkCode(for: phone, now: harness.now)
        #expect(try await harness.store.redeemLinkCode(second, device: watch, now: harness.now + lifetime - 1) == phone)
    }

    @Test func aNewCodeReplacesTheOwnersEarlierOne() async throws {
        // given
        let harness = try StoreHarness()
        let phone = try await harness.owner("phone")
        let earlier = try await harness.store.createLinkCode(for: phone, now: harness.now)

        // when
        let later = try await harness.store.createLinkCode(for: phone, now: harness.now + 1)

        // then
        #expect(earlier != later)
        try await expectRejected(earlier, device: watch, at: harness.now + 2, in: harness)
        #expect(try await harness.rowCount("link_codes") == 1)
    }

    @Test(arguments: ["", "ABC", "ABCDEFG", "ABCDE0", "ABCDEI", "??????"])
    func unknownOrMalformedCodesAreRejected(code: String) async throws {
        // given
        let harness = try StoreHarness()
        _ = try await harness.owner("phone")

        // when / then
        try await expectRejected(code, device: watch, at: harness.now, in: harness)
    }

    @Test func anUnknownDeviceJoinsTheCodesOwner() async throws {
        // given
        let harness = try StoreHarness()
        let phone = try await harness.owner("phone")
        let code = try await harness.store.createLinkCode(for: phone, now: harness.now)

        // when
        _ = try await harness.store.redeemLinkCode(code, device: watch, now: harness.now)

        // then
        #expect(try await harness.store.owner(ofDevice: watch) == phone)
        #expect(try await harness.rowCount("owners") == 1)
    }

    @Test func theListADeviceLeavesIsDeletedOnlyWhenNoDeviceHoldsIt() async throws {
        // given
        let harness = try StoreHarness()
        let phone = try await harness.owner("phone")
        let watchOwner = try await harness.store.registerDevice(tokenHash: watch, at: harness.now)
        _ = try await harness.add(StoreHarness.ctbStop, for: watchOwner)
        let tablet = try await harness.owner("tablet")
        let laptop = StoreHarness.tokenHash("laptop")
        let tabletCode = try await harness.store.createLinkCode(for: tablet, now: harness.now)
        _ = try await harness.store.redeemLinkCode(tabletCode, device: laptop, now: harness.now)
        _ = try await harness.add(StoreHarness.kmbStop, for: tablet)

        // when
        let phoneCode = try await harness.store.createLinkCode(for: phone, now: harness.now)
        _ = try await harness.store.redeemLinkCode(phoneCode, device: watch, now: harness.now)
        let laptopCode = try await harness.store.createLinkCode(for: phone, now: harness.now)
        _ = try await harness.store.redeemLinkCode(laptopCode, device: laptop, now: harness.now)

        // then
        #expect(try await harness.store.favourites(of: watchOwner).isEmpty)
        #expect(try await harness.rowCount("owners") == 2)
        #expect(try await harness.store.favourites(of: tablet).map(\.item.id) == [StoreHarness.kmbStop])
        await #expect(throws: FavouritesError.notFound("owner")) {
            try await harness.add(StoreHarness.kmbStop, for: watchOwner)
        }
    }

    private func expectRejected(_ code: String, device: String, at now: Date, in harness: StoreHarness) async throws {
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.redeemLinkCode(code, device: device, now: now)
        }
        #expect(error?.field == "code")
        #expect(error?.httpStatus == 400)
    }
}
