import Foundation

/// A device sharing an owner's favourites list, as the list's devices see it: an id and a date, never its token.
public struct LinkedDevice: Sendable, Hashable, Identifiable {
    public typealias ID = EntityID<LinkedDevice>

    public var id: ID
    /// When the device joined the list: its first save, or the moment it was linked.
    public var joinedAt: Date
    /// Whether this is the device asking.
    public var isCurrent: Bool

    public init(id: ID, joinedAt: Date, isCurrent: Bool) {
        self.id = id
        self.joinedAt = joinedAt
        self.isCurrent = isCurrent
    }
}
