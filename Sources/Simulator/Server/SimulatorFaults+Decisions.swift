/// The per-request decisions, each a pure function of the seed, the request target and the attempt number.
extension SimulatorFaults {
    /// The failure to answer instead of the real reply, if any, checked in the order a real front end would fail.
    func failure(target: String, attempt: Int, restricted: Bool) -> SimulatorReply? {
        if rateLimitFirstAttempt, attempt == 1 { return .rateLimited(retryAfter: retryAfter) }
        if draw("rate-limit", target, attempt) < rateLimitRate { return .rateLimited(retryAfter: retryAfter) }
        if draw("server-error", target, attempt) < serverErrorRate {
            let pick = StableHash.value(seed: seed, "status", target, String(attempt)) % 3
            return .serverError([500, 502, 503][Int(pick)])
        }
        if restricted {
            switch specialRouteAccess {
            case .allowed: break
            case .forbidden: return .forbidden
            case .forbiddenForFirst(let tries) where attempt <= tries: return .forbidden
            case .forbiddenForFirst: break
            }
        }
        return nil
    }

    /// Whether a successful answer's body is cut short.
    func truncates(target: String, attempt: Int) -> Bool { draw("malformed", target, attempt) < malformedRate }

    private func draw(_ kind: String, _ target: String, _ attempt: Int) -> Double {
        StableHash.unit(StableHash.value(seed: seed, kind, target, String(attempt)))
    }
}
