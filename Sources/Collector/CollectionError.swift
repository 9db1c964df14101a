import NextStopCore

/// Why a collection run stopped before it had a network to validate.
public enum CollectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A phase took longer than `CollectorSettings.phaseTimeLimit`.
    case phaseTimedOut(phase: String, seconds: Double)
    /// An upstream stopped answering during a phase, so the rest of it could only fail.
    case upstreamNotAnswering(phase: String, UpstreamError)

    public var description: String {
        switch self {
        case .phaseTimedOut(let phase, let seconds): "\(phase) took longer than \(Int(seconds)) s; collection stopped"
        case .upstreamNotAnswering(let phase, let error): "\(phase): \(error); collection stopped"
        }
    }
}
