/// How big a synthetic network is.
public enum SimulatorScale: String, Sendable, Hashable, CaseIterable, Codable {
    /// A handful of routes and about 50 stops, still holding every quirk the real APIs have.
    case tiny
    /// The size of Hong Kong's real KMB and Citybus networks (API-NOTES §Sizes).
    case hk
}
