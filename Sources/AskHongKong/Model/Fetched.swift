import Foundation

/// A source's reply and how fresh it is: when it was fetched and whether it came from a cache, so every card can
/// show its age. A live client reports `live` (age 0, not cached); a caching source reports its fetch time.
public struct Fetched<Value: Sendable>: Sendable {
    public var value: Value
    /// When the reply was fetched from upstream; nil for a reply fetched just now.
    public var fetchedAt: Date?
    /// True when the reply came from a cache rather than from upstream just now.
    public var isCached: Bool

    public init(_ value: Value, fetchedAt: Date?, isCached: Bool) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.isCached = isCached
    }

    /// A reply fetched from upstream just now.
    public static func live(_ value: Value) -> Fetched { Fetched(value, fetchedAt: nil, isCached: false) }

    /// The same freshness around another value.
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> Fetched<Other> {
        Fetched<Other>(transform(value), fetchedAt: fetchedAt, isCached: isCached)
    }

    /// Whole seconds since the fetch at `now`; 0 for a reply fetched just now.
    public func age(at now: Date) -> Int {
        guard let fetchedAt else { return 0 }
        return max(0, Int(now.timeIntervalSince(fetchedAt)))
    }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}

/// Where a card's data comes from and how old it is: written on every card as `source`, `data_time`, `cached` and
/// `age_s`.
public struct CardOrigin: Sendable, Hashable {
    /// `hko` for the Observatory, `epd` for the air quality index, `kmb` or `ctb` for bus arrivals.
    public var source: String
    /// The time the upstream gives its data (a reading's record time, a forecast's issue time).
    public var dataTime: Date?
    public var isCached: Bool
    /// Seconds since the data was fetched; 0 when fetched for this answer.
    public var age: Int

    public init(source: String, dataTime: Date?, isCached: Bool = false, age: Int = 0) {
        self.source = source
        self.dataTime = dataTime
        self.isCached = isCached
        self.age = age
    }

    /// The origin of data from `source` at `dataTime`, fetched as `fetched` says, asked at `now`.
    init(source: String, dataTime: Date?, fetched: Fetched<some Sendable>, now: Date) {
        self.init(source: source, dataTime: dataTime, isCached: fetched.isCached, age: fetched.age(at: now))
    }

    /// The Observatory.
    static let observatory = "hko"
    /// The Environmental Protection Department's air quality health index.
    static let environmentalProtection = "epd"
}
