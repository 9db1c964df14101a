import Foundation

extension FavouritesStore {
    /// A link invitation valid for `FavouritesLimits.linkCodeLifetime`.
    public func createLinkCode(for owner: OwnerID, secretHash: String, now: Date) async throws -> String {
        try await createLinkCode(
            for: owner, secretHash: secretHash, now: now, lifetime: FavouritesLimits.linkCodeLifetime)
    }
}
