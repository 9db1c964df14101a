import DatasetDistribution

extension UpdateOutcome {
    /// How the update installed its version; `nil` when it installed none.
    var installedVia: InstallMethod? {
        guard case .installed(_, let method, _) = self else { return nil }
        return method
    }
}
