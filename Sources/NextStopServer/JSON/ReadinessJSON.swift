import NextStopCore

/// `GET /readyz`: whether the server should be sent traffic now, and if not, why not.
struct ReadinessJSON: JSONWritable {
    /// What the server needs before it can answer its users: the bus dataset loaded, its database reachable.
    var reasons: [String]

    var isReady: Bool { reasons.isEmpty }

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("reasons", reasons)
            object.member("status", isReady ? "ready" : "not_ready")
        }
    }
}
