import Bikes
import NextStopCore

/// What `/bikes/docks/{id}` shows: the dock's donut and star and, when it is a favourite, the form that sets the
/// count of bikes, e-bikes and spaces at or below which it alerts (an empty field: not watched).
struct DockPageContent {
    /// One kind's field in the alert form.
    struct LevelField {
        var kind: String
        var label: String
        /// The level as typed, empty when the kind is not watched.
        var value: String
    }

    var dock: DockRow
    var place: BikesPlace
    /// The alert form's fields; empty when the dock is not a favourite.
    var levels: [LevelField]
    var isFavourite: Bool

    init(dock row: DockRow, place: BikesPlace, favourite: FavouriteDock?, phrases: Phrasebook) {
        dock = row
        self.place = place
        isFavourite = favourite != nil
        levels =
            favourite.map { favourite in
                ShortageThresholds.watched.map { resource in
                    LevelField(
                        kind: resource.rawValue, label: phrases.text("bikes_show_\(resource.rawValue)"),
                        value: favourite.thresholds[resource].map(String.init) ?? "")
                }
            } ?? []
    }
}
