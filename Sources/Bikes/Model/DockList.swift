import Foundation

/// The docks of one poll of a bike system, what was left out, and the bodies they were read from (kept on disk as the
/// last good copy, so a restarted server shows docks at once).
public struct DockList: Sendable {
    public var docks: [Dock]
    /// The upstream's bodies by file name, like `bikepoint.json` or `station_status.json`.
    public var bodies: [String: Data]
    /// Records that did not decode, or that could not be joined.
    public var skippedCount: Int
    /// Why the first of them was left out, as a coding path; never the body.
    public var firstSkipReason: String?
    /// Docks dropped for having no place (at (0, 0)).
    public var droppedCount: Int
    /// Seconds a cache had held the list when it came (its `Age`): the docks were read that long before they arrived.
    public var age: TimeInterval = 0
    /// Seconds before the upstream's counts may change (GBFS's `ttl`), when it says.
    public var timeToLive: TimeInterval?
    /// What the system says of itself, in force or not.
    public var alerts: [BikeSystemAlert] = []

    public init(
        docks: [Dock], bodies: [String: Data], skippedCount: Int = 0, firstSkipReason: String? = nil,
        droppedCount: Int = 0, timeToLive: TimeInterval? = nil
    ) {
        self.docks = docks
        self.bodies = bodies
        self.skippedCount = skippedCount
        self.firstSkipReason = firstSkipReason
        self.droppedCount = droppedCount
        self.timeToLive = timeToLive
    }
}
