import Foundation
import HongKongBus
import Hummingbird
import HummingbirdTesting
import Logging
import NextStopCore
import Testing

@testable import NextStopServer

@Suite struct DeviceLinkControllerTests {
    @Test func theSecretLinksAtOnceAndBothDevicesShareOneList() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given Alice's favourite and an invitation she asked for
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let invitation = try await client.invite(as: .alice)
            #expect(invitation.expiresAt == harness.clock.now().addingTimeInterval(FavouritesLimits.linkCodeLifetime))
            // when Bob sends its secret
            let link = try await client.link(secret: invitation.secret, as: .bob)
            // then Bob sees Alice's list, and what Bob adds Alice sees
            #expect(link.status == .ok)
            #expect(try link.decode(FavouritesBody.self).favourites.map(\.stopID) == [ServerHarness.kmbStop])
            try await client.addFavourite(ServerHarness.citybusStop, as: .bob)
            let alice = try await client.favourites(of: .alice)
            #expect(alice.favourites.map(\.stopID) == [ServerHarness.kmbStop, ServerHarness.citybusStop])
        }
    }

    @Test func theSecretIs128RandomBits() async throws {
        try await ServerHarness().test { client in
            // given
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            // when
            let first = try await client.invite(as: .alice).secret
            let second = try await client.invite(as: .alice).secret
            // then
            #expect(try LinkSecretBits.count(in: first) >= 128)
            #expect(first != second)
        }
    }

    @Test func aTypedCodeLinksOnlyOnceTheInvitingDeviceConfirms() async throws {
        try await ServerHarness().test { client in
            // given Bob typed Alice's code
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let code = try await client.invite(as: .alice).code
            let typed = try await client.link(code: code, as: .bob)
            #expect(typed.status == .accepted)
            #expect(try await client.favourites(of: .bob).favourites.isEmpty)
            // when Alice confirms
            let confirmed = try await client.send(.post, "/api/v1/link-codes/confirm", as: .alice)
            // then Bob shares her list
            #expect(confirmed.status == .ok)
            #expect(try await client.favourites(of: .bob).favourites.map(\.stopID) == [ServerHarness.kmbStop])
        }
    }

    @Test func anInvitationWorksOnce() async throws {
        try await ServerHarness().test { client in
            // given an invitation Bob already used
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let invitation = try await client.invite(as: .alice)
            _ = try await client.link(secret: invitation.secret, as: .bob)
            // when a third device tries it
            let response = try await client.link(secret: invitation.secret, as: Device(token: "carol-device-token-000000003"))
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "secret")
        }
    }

    @Test(arguments: [#"{"code":"ABC"}"#, #"{"code":"ZZZZZZ"}"#, #"{}"#, #"{"code":"ZZZZZZ","secret":"x"}"#])
    func badCodeIs400(body: String) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.send(.post, "/api/v1/link", json: body, as: .bob)
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "code")
        }
    }

    @Test func aClientIsLockedOutOfCodesAfterFiveWrongTriesYetItsRightSecretLinks() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given Alice's invitation and five wrong guesses from one client
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let invitation = try await client.invite(as: .alice)
            for _ in 0..<LinkAttemptGuard.failuresPerClient {
                #expect(try await client.link(code: "ZZZZZZ", as: .bob).status == .badRequest)
            }
            // when it types a code again, then sends the right secret
            let locked = try await client.link(code: invitation.code, as: .bob)
            let secret = try await client.link(secret: invitation.secret, as: .bob)
            // then the code is refused unchecked until its first wrong try is a code's lifetime old, and the secret links
            #expect(locked.status == .tooManyRequests)
            #expect(locked.headers[.retryAfter] == String(Int(FavouritesLimits.linkCodeLifetime)))
            #expect(secret.status == .ok)
        }
    }

    @Test func theServerWideCapRefusesWrongTriesBeyondItsMinute() async throws {
        let harness = try ServerHarness(linkFailuresPerMinute: 3)
        try await harness.test { client in
            // given as many wrong tries as the server accepts in a minute
            for _ in 0..<3 { #expect(try await client.link(code: "ZZZZZZ", as: .bob).status == .badRequest) }
            // when one more arrives, and another a minute later
            let capped = try await client.link(code: "ZZZZZZ", as: .bob)
            harness.clock.advance(by: 60)
            let later = try await client.link(code: "ZZZZZZ", as: .bob)
            // then the first is refused unchecked and the second checked again
            #expect(capped.status == .tooManyRequests)
            #expect(capped.headers[.retryAfter] == "60")
            #expect(later.status == .badRequest)
        }
    }

    @Test func guessersAtTheServersCapNeverStopARightSecret() async throws {
        let harness = try ServerHarness(linkFailuresPerMinute: 3)
        try await harness.test { client in
            // given Alice's invitation, and guessers that used up the server's wrong tries for the minute
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let invitation = try await client.invite(as: .alice)
            for _ in 0..<4 { _ = try await client.link(code: "ZZZZZZ", as: .bob) }
            #expect(try await client.link(code: "YYYYYY", as: .bob).status == .tooManyRequests)
            // when Bob sends the invitation's secret
            let linked = try await client.link(secret: invitation.secret, as: .bob)
            // then he shares Alice's list
            #expect(linked.status == .ok)
        }
    }

    @Test func refusedAttemptsAreLoggedAndCountedWithoutTheirCode() async throws {
        // given a logger that keeps what it is told
        let lines = LockedValue<[String]>([])
        let logger = Logger(label: "test") { _ in CapturingLogHandler(lines: lines) }
        let harness = try ServerHarness(linkFailuresPerMinute: 1)
        try await harness.test(logger: logger) { client in
            // when a wrong code, a wrong secret and one try over the cap arrive
            _ = try await client.link(code: "ZZZZZZ", as: .bob)
            _ = try await client.link(secret: "guessed-secret-0000000", as: .bob)
            _ = try await client.link(code: "YYYYYY", as: .bob)
            // then each is counted by reason
            let metrics = try await client.get("/metrics").text
            for reason in ["wrong_code", "wrong_secret", "server_capped"] {
                #expect(metrics.contains(#"nextstop_link_attempts_failed_total{reason="\#(reason)"} 1"#))
            }
        }
        // and logged, without the code or secret tried
        let refusals = lines.value.filter { $0.hasPrefix("link attempt refused") }
        #expect(refusals.count == 3)
        for guess in ["ZZZZZZ", "guessed-secret", "YYYYYY"] { #expect(!lines.value.joined().contains(guess)) }
    }

    @Test func aDeviceWithNothingSavedHasNoListToShare() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.send(.post, "/api/v1/link-codes", as: .bob)
            // then
            #expect(response.status == .conflict)
        }
    }

    @Test(arguments: [Device.alice, .bob]) func eitherDeviceUnlinksTheOtherOrItself(unlinking: Device) async throws {
        try await ServerHarness().test { client in
            // given Bob joined Alice's list
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            _ = try await client.link(secret: try await client.invite(as: .alice).secret, as: .bob)
            let seenByAlice = try await client.devices(as: .alice)
            #expect(seenByAlice.map(\.current) == [true, false])
            // when Alice or Bob unlinks Bob
            let response = try await client.send(.delete, "/api/v1/devices/\(seenByAlice[1].id)", as: unlinking)
            // then Bob starts with an empty list and Alice keeps hers, alone
            #expect(response.status == .noContent)
            #expect(try await client.favourites(of: .bob).favourites.isEmpty)
            #expect(try await client.favourites(of: .alice).favourites.map(\.stopID) == [ServerHarness.kmbStop])
            #expect(try await client.devices(as: .alice).count == 1)
            #expect(try await client.devices(as: .bob).isEmpty)
        }
    }

    @Test func theOnlyDeviceOfAListIsNotUnlinked() async throws {
        try await ServerHarness().test { client in
            // given
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let alone = try await client.devices(as: .alice)
            // when
            let response = try await client.send(.delete, "/api/v1/devices/\(alone[0].id)", as: .alice)
            // then
            #expect(response.status == .conflict)
            #expect(try await client.favourites(of: .alice).favourites.count == 1)
        }
    }
}
