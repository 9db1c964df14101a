import Bikes
import Foundation

/// One dock as the web pages list it: its donut, its name and state, how far it is, and its favourite.
struct DockRow {
    var id: String
    var name: String
    /// The dock's page.
    var href: String
    /// The donut's inline SVG.
    var donut: String
    /// What the donut shows, in words.
    var label: String
    var distance: String?
    /// The distance bar's width, in percent of the farthest row's.
    var distanceBar: Int
    /// "Locked", "Not in service", "Temporary", or nil for a dock in normal service.
    var state: String?
    /// Shown greyed: not installed or locked.
    var greyed: Bool
    /// The favourite's id when the dock is one.
    var favouriteID: String?
    /// Stored, not computed: templates read stored values only.
    var isFavourite: Bool
    /// A favourite listed in "my order": dragged, or moved with ↑ and ↓.
    var reorderable = false
    /// The big numbers of the watch view.
    var bikes: String
    var eBikes: String
    var spaces: String
    var broken: String?

    init(
        _ dock: Dock, place: BikesPlace, metres: Double?, farthest: Double?, favouriteID: String?, phrases: Phrasebook,
        donutSize: Int = 48
    ) {
        id = dock.id
        name = dock.name
        href = place.dockPage(dock.id)
        label = Self.label(dock.counts, phrases: phrases)
        donut = DockDonut(counts: dock.counts, label: label, size: donutSize).svg
        distance = metres.map { phrases.text("bikes_straight_metres", ["n": String(Int($0.rounded()))]) }
        distanceBar = metres.flatMap { metres in farthest.map { Int((metres / max($0, 1) * 100).rounded()) } } ?? 0
        greyed = !dock.isUsable
        if !dock.installed {
            state = phrases.text("bikes_not_installed")
        } else if dock.locked {
            state = phrases.text("bikes_locked")
        } else if dock.temporary {
            state = phrases.text("bikes_temporary")
        }
        self.favouriteID = favouriteID
        isFavourite = favouriteID != nil
        bikes = dock.counts.bikes.map(String.init) ?? "?"
        eBikes = dock.counts.eBikes.map(String.init) ?? "?"
        spaces = dock.counts.spaces.map(String.init) ?? "?"
        broken = dock.counts.brokenDocks.flatMap { $0 > 0 ? phrases.text("bikes_broken", ["n": String($0)]) : nil }
    }

    /// "9 bikes, 1 e-bike, 6 spaces", or what is unknown.
    static func label(_ counts: DockCounts, phrases: Phrasebook) -> String {
        guard let bikes = counts.bikes, let spaces = counts.spaces else { return phrases.text("bikes_label_unknown") }
        let slots = [
            "bikes": phrases.counted("bikes_count_bikes", bikes), "spaces": phrases.counted("bikes_count_spaces", spaces),
        ]
        guard let eBikes = counts.eBikes else { return phrases.text("bikes_label_split_unknown", slots) }
        return phrases.text("bikes_label", slots.merging(["ebikes": phrases.counted("bikes_count_ebikes", eBikes)]) { $1 })
    }
}

/// A sort or filter choice as a link that keeps the page's other choices.
struct ChoiceLink {
    var label: String
    var href: String
    var isCurrent: Bool
}

/// The state of the counts a page shows: when fetched, and the banners it needs.
struct FeedBanner {
    var fetchedAt: String
    var frozen: String?
    var stale: String?
    /// What the system says of itself now, each as "summary: description".
    var alerts: [String]

    init(_ status: DockFeedStatus, place: BikesPlace, phrases: Phrasebook) {
        fetchedAt = status.fetchedAt.formatted(.iso8601)
        frozen = status.frozen ? phrases.text("bikes_frozen", ["source": place.source]) : nil
        stale =
            status.stale ? phrases.text("bikes_stale", ["age": String(status.ageSeconds), "source": place.source]) : nil
        alerts = status.alerts.map { alert in alert.description.map { "\(alert.summary): \($0)" } ?? alert.summary }
    }
}
