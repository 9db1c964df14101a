import Foundation
import NextStopCore
import SQLiteStorage
import Testing

@Suite struct SQLiteFavouritesStoreLinkCodesTests {
    private let watch = StoreHarness.tokenHash("watch")

    @Test(arguments: StoreBackend.all) func aCodeIsSixUnambiguousCharacters(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let owner = try await harness.owner("phone")

        // when
        let code = try await invite(for: owner, in: harness)

        // then
        #expect(code.count == LinkCode.length)
        #expect(code.allSatisfy { LinkCode.alphabet.contains($0) })
        #expect(!code.contains { "01OIL".contains($0) })
    }

    @Test(arguments: StoreBackend.all) func redeemingTheSecretMovesTheDeviceSoBothSeeTheSameList(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let phone = try await harness.owner("phone")
        _ = try await harness.registerDevice(tokenHash: watch, at: harness.now)
        let saved = try await harness.add(StoreHarness.kmbStop, for: phone)
        _ = try await invite(for: phone, secret: "phone-secret", in: harness)

        // when
        let linked = try await harness.store.redeemLinkSecret(
            Self.secretHash("phone-secret"), device: watch, now: harness.now + 60)

        // then
        #expect(linked == phone)
        #expect(try await harness.store.owner(ofDevice: watch) == phone)
        #expect(try await harness.store.favourites(of: linked) == [saved])
        let fromWatch = try await harness.add(StoreHarness.ctbStop, for: linked)
        #expect(try await harness.store.favourites(of: phone) == [saved, fromWatch])
    }

    @Test(arguments: StoreBackend.all) func aTypedCodeLinksOnlyOnceTheOwnerConfirms(backend: StoreBackend) async throws {
        // given a watch that typed the phone's code
        let harness = try await StoreHarness(backend)
        let phone = try await harness.owner("phone")
        let code = try await invite(for: phone, in: harness)
        try await harness.store.requestLink(code: code, device: watch, now: harness.now)
        #expect(try await harness.store.owner(ofDevice: watch) == nil)

        // when the phone confirms
        try await harness.store.confirmLink(for: phone, now: harness.now + 30)

        // then
        #expect(try await harness.store.owner(ofDevice: watch) == phone)
        #expect(try await harness.rowCount("link_codes") == 0)
    }

    @Test(arguments: StoreBackend.all) func typedCodesIgnoreCaseSpacesAndDashes(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let phone = try await harness.owner("phone")
        let typings: [(String) -> String] = [
            { $0.lowercased() }, { "\($0.prefix(3))-\($0.dropFirst(3))" }, { " \($0) " },
        ]

        for typing in typings {
            let code = try await invite(for: phone, in: harness)

            // when
            try await harness.store.requestLink(code: typing(code), device: watch, now: harness.now)
            try await harness.store.confirmLink(for: phone, now: harness.now)

            // then
            #expect(try await harness.store.owner(ofDevice: watch) == phone)
        }
    }

    @Test(arguments: StoreBackend.all) func anInvitationWorksOnlyOnce(backend: StoreBackend) async throws {
        // given an invitation whose secret the watch already used
        let harness = try await StoreHarness(backend)
        let phone = try await harness.owner("phone")
        let code = try await invite(for: phone, secret: "once", in: harness)
        _ = try await harness.store.redeemLinkSecret(Self.secretHash("once"), device: watch, now: harness.now)
        let tablet = StoreHarness.tokenHash("tablet")

        // when / then neither its secret nor its code works again
        await expectRejected(field: "secret") {
            try await harness.store.redeemLinkSecret(Self.secretHash("once"), device: tablet, now: harness.now)
        }
        try await expectRejected(code, device: tablet, at: harness.now, in: harness)
        #expect(try await harness.store.owner(ofDevice: tablet) == nil)
    }

    @Test(arguments: StoreBackend.all) func anInvitationExpiresAfterItsLifetime(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let phone = try await harness.owner("phone")
        let first = try await invite(for: phone, in: harness)
        let lifetime = FavouritesLimits.linkCodeLifetime

        // when / then
        try await expectRejected(first, device: watch, at: harness.now + lifetime, in: harness)
        _ = try await invite(for: phone, secret: "second", in: harness)
        await expectRejected(field: "secret") {
            try await harness.store.redeemLinkSecret(
                Self.secretHash("second"), device: watch, now: harness.now + lifetime)
        }
        let linked = try await harness.store.redeemLinkSecret(
            Self.secretHash("second"), device: watch, now: harness.now + lifetime - 1)
        #expect(linked == phone)
    }

    @Test(arguments: StoreBackend.all) func aNewInvitationReplacesTheOwnersEarlierOne(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let phone = try await harness.owner("phone")
        let earlier = try await invite(for: phone, secret: "earlier", in: harness)

        // when
        let later = try await invite(for: phone, secret: "later", in: harness)

        // then
        #expect(earlier != later)
        try await expectRejected(earlier, device: watch, at: harness.now + 2, in: harness)
        #expect(try await harness.rowCount("link_codes") == 1)
    }

    @Test(arguments: StoreBackend.all, ["", "ABC", "ABCDEFG", "ABCDE0", "ABCDEI", "??????"])
    func unknownOrMalformedCodesAreRejected(backend: StoreBackend, code: String) async throws {
        // given
        let harness = try await StoreHarness(backend)
        _ = try await invite(for: try await harness.owner("phone"), in: harness)

        // when / then
        try await expectRejected(code, device: watch, at: harness.now, in: harness)
    }

    @Test(arguments: StoreBackend.all) func aSecondDeviceCannotTakeTheWaitingPlace(backend: StoreBackend) async throws {
        // given a code the watch typed
        let harness = try await StoreHarness(backend)
        let phone = try await harness.owner("phone")
        let code = try await invite(for: phone, in: harness)
        try await harness.store.requestLink(code: code, device: watch, now: harness.now)

        // when a tablet types it too
        let error = await #expect(throws: FavouritesError.self) {
            try await harness.store.requestLink(code: code, device: StoreHarness.tokenHash("tablet"), now: harness.now)
        }

        // then it is refused and the phone's confirmation links the watch
        #expect(error?.httpStatus == 409)
        try await harness.store.confirmLink(for: phone, now: harness.now)
        #expect(try await harness.store.owner(ofDevice: watch) == phone)
        #expect(try await harness.store.owner(ofDevice: StoreHarness.tokenHash("tablet")) == nil)
    }

    @Test(arguments: StoreBackend.all) func confirmingWithNoDeviceWaitingIsNotFound(backend: StoreBackend) async throws {
        // given
        let harness = try await StoreHarness(backend)
        let phone = try await harness.owner("phone")
        _ = try await invite(for: phone, in: harness)

        // when / then
        await #expect(throws: FavouritesError.notFound("device waiting to link")) {
            try await harness.store.confirmLink(for: phone, now: harness.now)
        }
    }

    @Test(arguments: StoreBackend.all) func theListADeviceLeavesIsDeletedOnlyWhenNoDeviceHoldsIt(backend: StoreBackend)
        async throws
    {
        // given
        let harness = try await StoreHarness(backend)
        let phone = try await harness.owner("phone")
        let watchOwner = try await harness.registerDevice(tokenHash: watch, at: harness.now)
        _ = try await harness.add(StoreHarness.ctbStop, for: watchOwner)
        let tablet = try await harness.owner("tablet")
        let laptop = StoreHarness.tokenHash("laptop")
        _ = try await invite(for: tablet, secret: "tablet", in: harness)
        _ = try await harness.store.redeemLinkSecret(Self.secretHash("tablet"), device: laptop, now: harness.now)
        _ = try await harness.add(StoreHarness.kmbStop, for: tablet)

        // when
        _ = try await invite(for: phone, secret: "phone-1", in: harness)
        _ = try await harness.store.redeemLinkSecret(Self.secretHash("phone-1"), device: watch, now: harness.now)
        _ = try await invite(for: phone, secret: "phone-2", in: harness)
        _ = try await harness.store.redeemLinkSecret(Self.secretHash("phone-2"), device: laptop, now: harness.now)

        // then
        #expect(try await harness.store.favourites(of: watchOwner).isEmpty)
        #expect(try await harness.rowCount("owners") == 2)
        #expect(try await harness.store.favourites(of: tablet).map(\.item.id) == [StoreHarness.kmbStop])
        await #expect(throws: FavouritesError.notFound("owner")) {
            try await harness.add(StoreHarness.kmbStop, for: watchOwner)
        }
    }

    /// A stand-in for the server's hash of an invitation's secret: 64 characters, distinct per name.
    private static func secretHash(_ name: String) -> String { StoreHarness.tokenHash("secret-\(name)") }

    /// A new invitation of `owner` whose secret is called `secret`; answers its code.
    private func invite(for owner: OwnerID, secret: String = "default", in harness: StoreHarness) async throws
        -> String
    {
        try await harness.store.createLinkCode(for: owner, secretHash: Self.secretHash(secret), now: harness.now)
    }

    private func expectRejected(_ code: String, device: String, at now: Date, in harness: StoreHarness) async throws {
        await expectRejected(field: "code") {
            try await harness.store.requestLink(code: code, device: device, now: now)
        }
    }

    private func expectRejected(field: String, _ attempt: () async throws -> Void) async {
        let error = await #expect(throws: FavouritesError.self) { try await attempt() }
        #expect(error?.field == field)
        #expect(error?.httpStatus == 400)
    }
}
