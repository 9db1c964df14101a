/// `/healthz` as a client reads it: the status, its reasons and each upstream's state.
struct HealthBody: Decodable {
    struct Upstream: Decodable {
        var name: String
        var state: String
        var consecutiveFailures: Int
        var pausedForS: Int?

        enum CodingKeys: String, CodingKey {
            case name, state
            case consecutiveFailures = "consecutive_failures"
            case pausedForS = "paused_for_s"
        }
    }

    var status: String
    var reasons: [String]
    var upstreams: [Upstream]
}
