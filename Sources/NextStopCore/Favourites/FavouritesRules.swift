import Foundation

/// The checks every favourites store makes before writing, whatever its database, so they refuse alike.
public enum FavouritesRules {
    /// A token hash as stores accept it: 16 to 128 printable ASCII characters (a SHA-256 hex digest is 64).
    public static func validatedTokenHash(_ tokenHash: String) throws(FavouritesError) -> String {
        let scalars = tokenHash.unicodeScalars
        guard (16...128).contains(scalars.count), scalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw .invalid(field: "device", reason: "A device token hash is 16 to 128 printable characters.")
        }
        return tokenHash
    }

    /// Refuses a new order that does not list each current item exactly once.
    public static func checkIsPermutation(_ wanted: [Int64], of current: [Int64], listing item: String)
        throws(FavouritesError)
    {
        guard wanted.count == current.count, Set(wanted) == Set(current) else {
            throw .invalid(field: "ids", reason: "List every \(item) exactly once.")
        }
    }

    /// Refuses settings that are empty or longer than `FavouritesLimits.settingsLength` (`nil` clears them).
    public static func checkSettings(_ settings: String?) throws(FavouritesError) {
        let length = FavouritesLimits.settingsLength
        guard let settings else { return }
        guard (1...length).contains(settings.unicodeScalars.count) else {
            throw .invalid(field: "settings", reason: "A favourite's settings are 1 to \(length) characters.")
        }
    }

    /// Refuses a push subscription whose parts are not of the shape browsers give: an https endpoint (http only on
    /// loopback, for a push service under test) of at most 1,024 characters, base64url keys of a P-256 point (87
    /// characters) and a 16-byte secret (22), and one of the app's languages.
    public static func checkPushSubscription(_ subscription: DevicePushSubscription) throws(FavouritesError) {
        guard DevicePushSubscription.acceptsEndpoint(subscription.endpoint) else {
            throw .invalid(field: "endpoint", reason: "A push endpoint is an https URL of at most 1024 characters.")
        }
        let base64URL = { (text: String, length: ClosedRange<Int>) in
            length.contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_=".contains($0)) }
        }
        guard base64URL(subscription.p256dh, 86...88) else {
            throw .invalid(field: "p256dh", reason: "keys.p256dh is a P-256 public key in base64url.")
        }
        guard base64URL(subscription.auth, 22...24) else {
            throw .invalid(field: "auth", reason: "keys.auth is 16 bytes in base64url.")
        }
        guard Language(rawValue: subscription.language) != nil else {
            throw .invalid(field: "lang", reason: "lang is en, tc or sc.")
        }
    }

    /// Refuses a reminder whose kind is not a short lowercase name or whose watch is empty or longer than
    /// `FavouritesLimits.reminderWatchLength`; what the watch says is its system's to check.
    public static func checkReminder(_ reminder: NewReminder) throws(FavouritesError) {
        let kind = reminder.kind.unicodeScalars
        guard (1...40).contains(kind.count), kind.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) else {
            throw .invalid(field: "kind", reason: "A reminder's kind is a lowercase name such as bus-arrival.")
        }
        let length = FavouritesLimits.reminderWatchLength
        guard (2...length).contains(reminder.watch.unicodeScalars.count) else {
            throw .invalid(field: "watch", reason: "What a reminder watches is 2 to \(length) characters of JSON.")
        }
    }

    /// Refuses another reminder to a device that keeps `FavouritesLimits.remindersPerDevice` already.
    public static func checkRoomForReminder(kept count: Int) throws(FavouritesError) {
        let limit = FavouritesLimits.remindersPerDevice
        guard count < limit else {
            throw .invalid(field: "reminders", reason: "A device keeps at most \(limit) reminders; delete one first.")
        }
    }

    /// Refuses to unlink the only device of a list: it shares the list with no one.
    public static func checkCanUnlink(fromListWith deviceCount: Int) throws(FavouritesError) {
        guard deviceCount > 1 else {
            throw .conflict(field: "device", reason: "This is the only device on the list; there is nothing to unlink.")
        }
    }

    /// Refuses a category name that another of the owner's categories has, ignoring case.
    public static func checkNameIsFree(_ name: String, among names: [String]) throws(FavouritesError) {
        let key = FavouriteCategory.nameKey(name)
        guard !names.contains(where: { FavouriteCategory.nameKey($0) == key }) else {
            throw .conflict(field: "name", reason: "You already have a category named “\(name)”.")
        }
    }
}

/// The bounds every favourites store enforces, so that one owner cannot grow without limit.
public enum FavouritesLimits {
    /// Favourites one owner may keep.
    public static let favourites = 200
    /// Categories one owner may keep.
    public static let categories = 50
    /// The longest category name, in Unicode scalars (what SQLite's `length()` counts).
    public static let categoryNameLength = 40
    /// The longest settings a favourite keeps, in Unicode scalars.
    public static let settingsLength = 1_000
    /// How long a link code stays valid.
    public static let linkCodeLifetime: TimeInterval = 600
    /// Push subscriptions one device may keep: a device is one browser, which keeps one, but a browser may be
    /// subscribed again after clearing its data.
    public static let pushSubscriptionsPerDevice = 5
    /// Reminders one device may keep.
    public static let remindersPerDevice = 50
    /// The longest watch a reminder keeps, in Unicode scalars.
    public static let reminderWatchLength = 500
    /// How long a reminder's notified event is remembered, so that it is not sent again.
    public static let notificationClaimLifetime: TimeInterval = 7 * 24 * 3_600
    /// The span a device's daily cap of notifications counts over.
    public static let dailyCapSpan: TimeInterval = 24 * 3_600
    /// How long an owner may hold no favourite, no category, no push subscription and no reminder before it is removed with its
    /// devices.
    public static let emptyOwnerLifetime: TimeInterval = 30 * 24 * 3_600
}
