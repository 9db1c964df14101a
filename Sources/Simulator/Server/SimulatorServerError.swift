/// Why a simulator could not be started.
public enum SimulatorServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server stopped before it listened.
    case notListening(host: String, port: Int)

    public var description: String {
        switch self {
        case .notListening(let host, let port): "simulator stopped before listening on \(host):\(port)"
        }
    }
}
