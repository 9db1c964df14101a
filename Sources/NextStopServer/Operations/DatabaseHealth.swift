/// A database the server depends on that can be asked whether it answers; `/healthz` is degraded while it does not.
public protocol DatabaseHealth: Sendable {
    /// Nil when the database answers now, else why not, in one line without secrets.
    func problem() async -> String?
}
