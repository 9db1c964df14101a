/// What a dock holds, as TfL counts it; `nil` is unknown (a count TfL did not send), never zero.
public struct DockCounts: Sendable, Hashable {
    /// Bikes docked, of either kind (`NbBikes`).
    public var bikes: Int?
    /// Pedal bikes (`NbStandardBikes`); unknown in data from before TfL split the count.
    public var standardBikes: Int?
    /// E-bikes (`NbEBikes`); unknown in data from before TfL split the count.
    public var eBikes: Int?
    /// Free spaces to return a bike to (`NbEmptyDocks`), counted by TfL and never derived.
    public var spaces: Int?
    /// Every dock, working or not (`NbDocks`).
    public var docks: Int?

    public init(bikes: Int?, standardBikes: Int? = nil, eBikes: Int? = nil, spaces: Int?, docks: Int?) {
        self.bikes = bikes
        self.standardBikes = standardBikes
        self.eBikes = eBikes
        self.spaces = spaces
        self.docks = docks
    }

    /// Docks that hold no bike and take none: `docks − bikes − spaces`, never below zero; unknown when any is.
    public var brokenDocks: Int? {
        guard let docks, let bikes, let spaces else { return nil }
        return max(0, docks - bikes - spaces)
    }

    /// How many of `kind` there are, or nil when unknown.
    public func count(of kind: DockResource) -> Int? {
        switch kind {
        case .bikes: bikes
        case .standardBikes: standardBikes
        case .eBikes: eBikes
        case .spaces: spaces
        }
    }
}

/// What a rider wants from a dock.
public enum DockResource: String, Sendable, Hashable, CaseIterable {
    /// Any bike.
    case bikes
    /// A pedal bike.
    case standardBikes = "standard_bikes"
    /// An e-bike.
    case eBikes = "ebikes"
    /// A space to return a bike to.
    case spaces
}

extension DockResource {
    /// `count` of this in English, singular for exactly one: "1 bike", "0 e-bikes", "6 spaces".
    public func counted(_ count: Int) -> String {
        let noun =
            switch self {
            case .bikes: "bike"
            case .standardBikes: "standard bike"
            case .eBikes: "e-bike"
            case .spaces: "space"
            }
        return "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
