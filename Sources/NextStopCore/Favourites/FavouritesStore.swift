import Foundation

/// Keeps each owner's favourites and categories, and the devices and link codes that reach them.
///
/// Every operation is scoped to one owner: an id that belongs to another owner is `FavouritesError.notFound`,
/// exactly as if it did not exist. Device tokens arrive hashed; a store never sees a raw token.
public protocol FavouritesStore: ReminderStore {
    /// The owner of a known device, or `nil`. The first time a replacement device (see `replaceDevice`) is named,
    /// the device it replaces is removed.
    func owner(ofDevice tokenHash: String) async throws -> OwnerID?
    /// Gives a known device a replacement: a device of the same owner under `replacementHash`, which takes the old
    /// one's place the first time it is used. Until then the old token keeps working, and asking again swaps the
    /// unused replacement for the new one, so a replacement lost on the way locks no one out. `nil`, storing
    /// nothing, when no device has `tokenHash`.
    func replaceDevice(_ tokenHash: String, with replacementHash: String, at date: Date) async throws -> OwnerID?

    /// The owner's categories, in order.
    func categories(of owner: OwnerID) async throws -> [FavouriteCategory]
    /// Adds a category at the end; the name is trimmed and must be unique for the owner, ignoring case.
    func createCategory(named name: String, for writer: FavouritesWriter) async throws -> FavouriteCategory
    /// Renames a category, with the same rules as `createCategory`.
    func renameCategory(_ id: FavouriteCategory.ID, to name: String, for owner: OwnerID) async throws
        -> FavouriteCategory
    /// Deletes a category; its favourites move to the end of "uncategorised".
    func deleteCategory(_ id: FavouriteCategory.ID, for owner: OwnerID) async throws
    /// Puts the categories in the given order, which must list every one of the owner's categories once.
    func reorderCategories(_ ids: [FavouriteCategory.ID], for owner: OwnerID) async throws

    /// The owner's favourites: uncategorised first, then by category position, then by position.
    func favourites(of owner: OwnerID) async throws -> [Favourite]
    /// Saves a favourite at the end of its category; an identical stop and route part returns the existing one.
    func addFavourite(_ favourite: NewFavourite, for writer: FavouritesWriter, at date: Date) async throws -> Favourite
    /// Deletes a favourite.
    func deleteFavourite(_ id: Favourite.ID, for owner: OwnerID) async throws
    /// Files a favourite under `category` (`nil`: uncategorised) at `position`, or at the end when `nil`.
    func moveFavourite(_ id: Favourite.ID, to category: FavouriteCategory.ID?, at position: Int?, for owner: OwnerID)
        async throws -> Favourite
    /// Puts one category's favourites in the given order, which must list every one of them once.
    func reorderFavourites(_ ids: [Favourite.ID], in category: FavouriteCategory.ID?, for owner: OwnerID)
        async throws
    /// Replaces a favourite's `settings` (`nil` clears them); at most `FavouritesLimits.settingsLength` characters.
    func setFavouriteSettings(_ settings: String?, of id: Favourite.ID, for owner: OwnerID) async throws -> Favourite

    /// A new single-use invitation to link another device, replacing any earlier one of the owner: a short code to
    /// type and the hash of a long secret for a QR code or URL; answers the code.
    func createLinkCode(for owner: OwnerID, secretHash: String, now: Date, lifetime: TimeInterval) async throws
        -> String
    /// Moves the device to the owner of the invitation whose secret has this hash, and spends the invitation; the
    /// owner the device leaves is deleted if no device remains.
    func redeemLinkSecret(_ secretHash: String, device tokenHash: String, now: Date) async throws -> OwnerID
    /// Puts the device on the code's invitation as waiting for the owner's confirmation; nothing links yet.
    func requestLink(code: String, device tokenHash: String, now: Date) async throws
    /// Moves the device waiting on the owner's live invitation to the owner, and spends the invitation.
    func confirmLink(for owner: OwnerID, now: Date) async throws
    /// The devices sharing the owner's list, in the order they joined; the one with `tokenHash` is marked current.
    func devices(of owner: OwnerID, current tokenHash: String) async throws -> [LinkedDevice]
    /// Takes a device off the owner's list, from itself or from another of the list's devices: it forgets its token,
    /// so it starts again with an empty list of its own. The list's only device cannot leave it (`conflict`).
    func unlinkDevice(_ id: LinkedDevice.ID, from owner: OwnerID) async throws

    /// Keeps `subscription` for the device with `tokenHash`, registering a device never seen (a device need not have
    /// saved anything to be notified); an endpoint already kept, for this device or another, is replaced. At most
    /// `FavouritesLimits.pushSubscriptionsPerDevice` per device.
    func savePushSubscription(_ subscription: DevicePushSubscription, device tokenHash: String, at date: Date)
        async throws
    /// The device's subscriptions, oldest first; none for a device never seen.
    func pushSubscriptions(ofDevice tokenHash: String) async throws -> [DevicePushSubscription]
    /// Forgets the device's subscription at `endpoint`; `notFound` when the device keeps none there.
    func deletePushSubscription(endpoint: String, device tokenHash: String) async throws
    /// Forgets the subscription at `endpoint` whichever device kept it, as when its push service says it is gone.
    func forgetPushSubscription(endpoint: String) async throws
}

extension FavouritesStore {
    /// A link invitation valid for `FavouritesLimits.linkCodeLifetime`.
    public func createLinkCode(for owner: OwnerID, secretHash: String, now: Date) async throws -> String {
        try await createLinkCode(
            for: owner, secretHash: secretHash, now: now, lifetime: FavouritesLimits.linkCodeLifetime)
    }
}

/// Whom a creating write is for: an owner already stored, or a device making its first write.
///
/// A first write registers its device (and a new owner) in the same transaction as what it saves, so a refused
/// write leaves no row behind.
public enum FavouritesWriter: Sendable, Hashable {
    case owner(OwnerID)
    /// A device known only by its token hash, registered at `date` if the write succeeds.
    case newDevice(tokenHash: String, at: Date)
}

/// The favourites store could not be reached (its database is down or did not answer in time); nothing was changed,
/// and the same request may succeed later. Servers answer it with 503.
public struct FavouritesUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why, in one line an operator can act on; never holds a password.
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { "The favourites database is unavailable: \(reason)" }
}

/// The anonymous owner of a favourites list, shared by every device linked to it; used only to tag `OwnerID`.
public enum DeviceOwner {}

/// Identifies the owner of a favourites list.
public typealias OwnerID = EntityID<DeviceOwner>
