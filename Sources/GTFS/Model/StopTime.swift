/// One stop of a trip (a row of `stop_times.txt`), times relative to the service day.
public struct StopTime: Sendable, Hashable {
    /// `stop_id`.
    public let stopID: String
    /// `stop_sequence`.
    public let stopSequence: Int
    /// `arrival_time` (the departure time when the row has none; interpolated when both are blank).
    public let arrival: ServiceTime
    /// `departure_time` (the arrival time when the row has none; interpolated when both are blank).
    public let departure: ServiceTime
    /// `stop_headsign`, overriding the trip's headsign from this stop on.
    public let headsign: String?
    /// Whether riders may board here (`pickup_type` ≠ 1 and not the trip's last stop).
    public let allowsBoarding: Bool
    /// Whether riders may alight here (`drop_off_type` ≠ 1 and not the trip's first stop).
    public let allowsAlighting: Bool
    /// Whether the times were interpolated between neighbouring timed stops because the row had none.
    public let isTimeInterpolated: Bool

    /// A stop time with the given fields.
    public init(
        stopID: String, stopSequence: Int, arrival: ServiceTime, departure: ServiceTime, headsign: String?,
        allowsBoarding: Bool, allowsAlighting: Bool, isTimeInterpolated: Bool
    ) {
        self.stopID = stopID
        self.stopSequence = stopSequence
        self.arrival = arrival
        self.departure = departure
        self.headsign = headsign
        self.allowsBoarding = allowsBoarding
        self.allowsAlighting = allowsAlighting
        self.isTimeInterpolated = isTimeInterpolated
    }

    /// Whether the trip actually stops here for riders (boarding or alighting allowed).
    public var isPassengerStop: Bool {
        allowsBoarding || allowsAlighting
    }
}
