import Foundation
import NextStopCore
import Testing

@testable import NextStopServer

/// A stranger who guesses invitation secrets as fast as any server could answer, from as many addresses as it likes,
/// finds one with a probability below 10⁻⁹ over an invitation's lifetime. Secrets are checked unguarded (a right one
/// must always link), so the bound is the secret's size alone; codes stay behind the guard, and a typed code links
/// nothing without the inviting device's confirmation.
@Suite struct LinkGuessingBoundTests {
    /// Far more invitations than could ever be live at once: one per owner, for four billion owners.
    static let liveInvitations = Double(UInt64(1) << 32)
    /// Far more answers a second than this server gives (about 35,000 for its cheapest endpoint on two cores).
    static let answersPerSecond = 1e7

    @Test func guessingASecretWithinItsLifetimeSucceedsWithProbabilityBelowOneInABillion() throws {
        // given a secret as the server issues it
        let secretBits = try LinkSecretBits.count(in: RandomSecret.base64URL(byteCount: DeviceLinkController.secretBytes))
        // when a guesser is answered at that rate for a whole lifetime
        let guesses = Self.answersPerSecond * FavouritesLimits.linkCodeLifetime
        // then each guess hits a live secret with probability live / 2^bits
        let probability = guesses * Self.liveInvitations / Foundation.pow(2, Double(secretBits))
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
