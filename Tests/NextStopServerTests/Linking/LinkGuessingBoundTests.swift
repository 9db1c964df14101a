import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import NextStopServer

/// A stranger who guesses invitation secrets as fast as the server accepts, from as many addresses as it likes, finds
/// one with a probability below 10⁻⁹ over an invitation's lifetime. (A typed code links nothing without the inviting
/// device's confirmation, so guessing codes can at most ask to link.)
@Suite struct LinkGuessingBoundTests {
    /// Far more invitations than could ever be live at once: one per owner, for four billion owners.
    static let liveInvitations = Double(UInt64(1) << 32)
    /// Addresses the guesser sends from.
    static let guessers = 200

    @Test func guessingASecretWithinItsLifetimeSucceedsWithProbabilityBelowOneInABillion() throws {
        // given the server's guard on its own clock, and a secret as the server issues it
        let clock = ManualTimeSource()
        let attempts = LinkAttemptGuard(timeSource: clock)
        let secretBits = try LinkSecretBits.count(in: RandomSecret.base64URL(byteCount: DeviceLinkController.secretBytes))
        // when every address guesses once a second until refused, for a whole lifetime
        var accepted = 0
        for _ in 0..<Int(FavouritesLimits.linkCodeLifetime) {
            for guesser in 0..<Self.guessers {
                while case .success(let ticket) = attempts.admit(client: "198.51.100.\(guesser)") {
                    attempts.failed(ticket)
                    accepted += 1
                }
            }
            clock.advance(by: 1)
        }
        // then the cap held, and each accepted guess hits a live secret with probability live / 2^bits
        let minutes = Int(FavouritesLimits.linkCodeLifetime / 60)
        #expect(accepted <= LinkAttemptGuard.defaultFailuresPerMinute * minutes)
        let probability = Double(accepted) * Self.liveInvitations / Foundation.pow(2, Double(secretBits))
        #expect(secretBits >= 128)
        #expect(probability < 1e-9)
    }
}

/// The number of random bits in an unpadded base64url secret.
enum LinkSecretBits {
    struct NotBase64URL: Error {}

    static func count(in secret: String) throws -> Int {
        var base64 = secret.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let bytes = Data(base64Encoded: base64) else { throw NotBase64URL() }
        return bytes.count * 8
    }
}
