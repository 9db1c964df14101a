import Bikes

/// What the map's popup shows of a dock when its pin is tapped: its name, its standard bikes, e-bikes and spaces in
/// words, its state, and its favourite star.
struct DockPopup {
    var id: String
    var name: String
    var href: String
    /// "9 standard bikes", "1 e-bike", "6 spaces"; "?" for what TfL does not say.
    var counts: [String]
    var state: String?
    var favouriteID: String?
    var isFavourite: Bool

    init(_ dock: Dock, place: BikesPlace, favouriteID: String?, phrases: Phrasebook) {
        let row = DockRow(dock, place: place, metres: nil, farthest: nil, favouriteID: favouriteID, phrases: phrases)
        id = dock.id
        name = dock.name
        href = row.href
        counts = [
            ("bikes_count_standard", DockResource.standardBikes), ("bikes_count_ebikes", .eBikes),
            ("bikes_count_spaces", .spaces),
        ]
        .map { key, resource in
            dock.counts.count(of: resource).map { phrases.counted(key, $0) } ?? phrases.text(key, ["n": "?"])
        }
        state = row.state
        self.favouriteID = favouriteID
        isFavourite = favouriteID != nil
    }
}
