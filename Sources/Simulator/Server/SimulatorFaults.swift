/// Failures the simulator injects; every decision follows from `seed`, the request and its attempt number,
/// so a run repeats exactly whatever the order requests arrive in.
public struct SimulatorFaults: Sendable, Hashable {
    /// How requests an upstream restricts answer (`SimulatedUpstream.isRestricted`): Citybus's special routes'
    /// route-stop and ETA requests (API-NOTES §Citybus 4).
    public enum SpecialRouteAccess: Sendable, Hashable {
        case allowed
        /// Always 403.
        case forbidden
        /// 403 for the first `n` attempts at each distinct request, then normal answers.
        case forbiddenForFirst(Int)
    }

    /// Every random decision follows from this seed.
    public var seed: UInt64
    /// Share of requests answered 500, 502 or 503.
    public var serverErrorRate: Double
    /// Share of requests answered 429 with `Retry-After`.
    public var rateLimitRate: Double
    /// When true, every distinct request (path and query) is answered 429 the first time, then normally.
    public var rateLimitFirstAttempt: Bool
    /// The `Retry-After` sent with every 429, as written: delta-seconds (any number of digits) or an HTTP date.
    public var retryAfter: String
    /// How special Citybus routes answer; `.allowed` by default.
    public var specialRouteAccess: SpecialRouteAccess
    /// Added to every answer.
    public var latencyMilliseconds: Int
    /// Share of 200 answers whose body is cut short, leaving invalid JSON.
    public var malformedRate: Double
    /// When set, every answer's body is sent this many bytes a second, as an upstream on a failing link trickles it.
    public var trickleBytesPerSecond: Int?

    public init(
        seed: UInt64 = 0, serverErrorRate: Double = 0, rateLimitRate: Double = 0, rateLimitFirstAttempt: Bool = false,
        retryAfter: String = "1", specialRouteAccess: SpecialRouteAccess = .allowed, latencyMilliseconds: Int = 0,
        malformedRate: Double = 0, trickleBytesPerSecond: Int? = nil
    ) {
        self.seed = seed
        self.serverErrorRate = serverErrorRate
        self.rateLimitRate = rateLimitRate
        self.rateLimitFirstAttempt = rateLimitFirstAttempt
        self.retryAfter = retryAfter
        self.specialRouteAccess = specialRouteAccess
        self.latencyMilliseconds = latencyMilliseconds
        self.malformedRate = malformedRate
        self.trickleBytesPerSecond = trickleBytesPerSecond
    }

    /// No faults: every request answered as the network says.
    public static let none = SimulatorFaults()
}
