import Foundation
import NextStopCore

/// One TfL docking station at the moment it was fetched.
public struct Dock: Sendable, Hashable, Identifiable {
    /// TfL's id, like `BikePoints_1`.
    public var id: String
    /// TfL's `commonName`, as written (about 40 contain `" , "`).
    public var name: String
    /// The code printed on the dock (`TerminalName`), when sent.
    public var terminalName: String?
    public var coordinate: Coordinate
    public var counts: DockCounts
    /// False for a dock that is not (or no longer) in the street; kept and shown greyed, never hidden.
    public var installed: Bool
    /// True for a dock that takes no rentals or returns.
    public var locked: Bool
    /// True for a dock placed for an event or works.
    public var temporary: Bool
    /// The newest `modified` among the count properties: when the dock last reported a change.
    public var updatedAt: Date?

    public init(
        id: String, name: String, terminalName: String? = nil, coordinate: Coordinate, counts: DockCounts,
        installed: Bool = true, locked: Bool = false, temporary: Bool = false, updatedAt: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.terminalName = terminalName
        self.coordinate = coordinate
        self.counts = counts
        self.installed = installed
        self.locked = locked
        self.temporary = temporary
        self.updatedAt = updatedAt
    }

    /// Whether bikes can be taken and returned: installed and not locked.
    public var isUsable: Bool { installed && !locked }

    /// Whether a rider can get `resource` here now: a usable dock with at least one.
    public func offers(_ resource: DockResource) -> Bool {
        isUsable && (counts.count(of: resource) ?? 0) > 0
    }
}
