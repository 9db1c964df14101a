import Foundation

/// When a favourite dock is short, kind by kind: the count of bikes, e-bikes or spaces at or below which it alerts,
/// or no level for a kind not watched. Kept in the favourite's settings; a favourite without any watches every
/// kind at 0.
public struct ShortageThresholds: Sendable, Hashable {
    /// The kinds a favourite may watch.
    public static let watched: [DockResource] = [.bikes, .eBikes, .spaces]
    /// The levels a kind may be watched at.
    public static let levels = 0...50
    /// Every kind watched at 0: told when a dock has none left.
    public static let standard = ShortageThresholds([.bikes: 0, .eBikes: 0, .spaces: 0])

    private let levelByKind: [DockResource: Int]

    /// The levels of `levelByKind` that are of a watched kind, within `levels`.
    public init(_ levelByKind: [DockResource: Int]) {
        self.levelByKind = levelByKind.filter { Self.watched.contains($0.key) && Self.levels.contains($0.value) }
    }

    /// The level `resource` is watched at, or nil when it is not watched.
    public subscript(resource: DockResource) -> Int? { levelByKind[resource] }

    /// The thresholds a favourite's settings hold; `standard` for a favourite without settings, or with settings
    /// this version cannot read.
    public init(settings: String?) {
        guard let data = settings?.data(using: .utf8),
            let stored = try? JSONDecoder().decode(SettingsJSON.self, from: data)
        else {
            self = .standard
            return
        }
        self.init(
            Dictionary(
                stored.alertAt.compactMap { key, level in DockResource(rawValue: key).map { ($0, level) } },
                uniquingKeysWith: { first, _ in first }))
    }

    /// The favourite's settings that keep these thresholds: `{"alert_at":{"bikes":2,"spaces":3}}`.
    public var settings: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let stored = SettingsJSON(alertAt: Dictionary(uniqueKeysWithValues: levelByKind.map { ($0.key.rawValue, $0.value) }))
        return String(decoding: (try? encoder.encode(stored)) ?? Data("{}".utf8), as: UTF8.self)
    }

    private struct SettingsJSON: Codable {
        var alertAt: [String: Int]

        enum CodingKeys: String, CodingKey {
            case alertAt = "alert_at"
        }
    }
}
