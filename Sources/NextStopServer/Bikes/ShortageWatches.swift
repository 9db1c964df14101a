import Bikes
import Foundation
import NextStopCore

/// One `ShortageWatch` per owner, so each owner is told of a shortage once, on whichever device looks.
/// With a file, the shortages already alerted are kept there (`DATA/bikes/alerted-shortages.json`) whenever they
/// change, so a restarted server alerts once per crossing too, not again for a shortage it already told of. In a
/// cluster they are kept in the shared sessions instead, so that the servers together alert once.
public final class ShortageWatches: Sendable {
    /// The session kind London's watches are kept under, by owner; another system's adds its id.
    public static let londonSessionKind = "bike-shortages"
    /// How long a cluster remembers a watch no one has looked at.
    static let sessionLifetime: TimeInterval = 30 * 24 * 3_600

    private let watches: LockedValue<[String: ShortageWatch]>
    private let file: URL?
    private let shared: (any SessionStore)?
    /// The session kind a watch's alerted shortages are kept under, by owner.
    private let sessionKind: String

    /// Watches kept in the cluster's `shared` sessions (as `sessionKind`) when given, else in `file` (read now when it
    /// exists), else in memory alone.
    public init(file: URL?, shared: (any SessionStore)? = nil, sessionKind: String = londonSessionKind) {
        self.file = file
        self.shared = shared
        self.sessionKind = sessionKind
        var restored: [String: ShortageWatch] = [:]
        if let file, let data = FileManager.default.contents(atPath: file.path),
            let kept = try? JSONDecoder().decode([String: [String]].self, from: data)
        {
            // Files written when one threshold served all of an owner's docks key watches `owner/threshold`.
            for (key, active) in kept {
                let owner = String(key.split(separator: "/").first ?? "")
                restored[owner] = ShortageWatch(active: Set(active).union(restored[owner]?.active ?? []))
            }
        }
        watches = LockedValue(restored)
    }

    /// The file in `dataDirectory` a server keeps London's watches in.
    public static func file(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("bikes").appendingPathComponent("alerted-shortages.json")
    }

    /// The watches of the bike system `id` other than London's: in its own folder and session kind.
    public static func of(system id: String, dataDirectory: URL, shared: (any SessionStore)?) -> ShortageWatches {
        ShortageWatches(
            file: dataDirectory.appendingPathComponent("bikes").appendingPathComponent(id)
                .appendingPathComponent("alerted-shortages.json"),
            shared: shared, sessionKind: "\(londonSessionKind)-\(id)")
    }

    /// The shortages among `owner`'s `favourites` that began since the owner last looked.
    func alerts(for owner: OwnerID, favourites: [FavouriteDock], in snapshot: DockSnapshot, at now: Date) async
        -> [ShortageAlert]
    {
        guard let shared else { return localAlerts(for: owner, favourites: favourites, in: snapshot) }
        let key = "\(owner)"
        let kept = (try? await shared.value(sessionKind, key: key, at: now))
            .flatMap { try? JSONDecoder().decode([String].self, from: $0) }
        var watch = ShortageWatch(active: Set(kept ?? []))
        let alerts = watch.alerts(for: favourites, in: snapshot)
        if watch.active != Set(kept ?? []), let data = try? JSONEncoder().encode(watch.active.sorted()) {
            // A write that fails costs at most a repeated alert.
            try? await shared.keep(data, sessionKind, key: key, until: now.addingTimeInterval(Self.sessionLifetime))
        }
        return alerts
    }

    private func localAlerts(for owner: OwnerID, favourites: [FavouriteDock], in snapshot: DockSnapshot)
        -> [ShortageAlert]
    {
        watches.withLock { watches in
            let key = "\(owner)"
            var watch = watches[key] ?? ShortageWatch()
            let before = watch.active
            let alerts = watch.alerts(for: favourites, in: snapshot)
            watches[key] = watch
            if watch.active != before { save(watches) }
            return alerts
        }
    }

    /// Writes every watch's alerted shortages, whole or not at all; a failed write costs at most a repeated alert.
    private func save(_ watches: [String: ShortageWatch]) {
        guard let file else { return }
        let kept = watches.compactMapValues { $0.active.isEmpty ? nil : $0.active.sorted() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(kept) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
