import NextStopServer

extension MapSettings {
    /// The map settings `environment` gives, OpenStreetMap's and Debian's where it gives none.
    init(_ environment: Environment) throws {
        do {
            try self.init(
                tiles: environment[.mapTilesURL], attribution: environment[.mapAttribution],
                attributionURL: environment[.mapAttributionURL], leafletFolder: environment[.leafletFolder])
        } catch let invalid as MapSettings.Invalid {
            throw CLIError("\(Setting.mapTilesURL.variable): \(invalid)")
        }
    }
}
