import Foundation

extension FavouritesStore {
    /// A link code valid for `FavouritesLimits.linkCodeLifetime`.
    public func createLinkCode(for owner: OwnerID, now: Date) async throws -> String {
        try await createLinkCode(for: owner, now: now, lifetime: FavouritesLimits.linkCodeLifetime)
    }
}
