/// One line of the key to the donuts' colours: a dot drawn as the donut draws that kind, and its name.
struct DonutLegendEntry {
    /// An inline SVG dot in the kind's colour (the e-bikes' with their light ring).
    var swatch: String
    var label: String

    /// Standard bikes, e-bikes and spaces, named in the visitor's language.
    static func all(phrases: Phrasebook) -> [DonutLegendEntry] {
        [
            (DockDonut.standardColour, nil, "bikes_legend_standard"),
            (DockDonut.eBikeColour, DockDonut.eBikeOutline, "bikes_show_ebikes"),
            (DockDonut.spaceColour, nil, "bikes_show_spaces"),
        ].map { colour, outline, key in
            let ring = outline.map { " stroke=\"\($0)\" stroke-width=\"1.5\"" } ?? ""
            return DonutLegendEntry(
                swatch: "<svg class=\"swatch\" viewBox=\"0 0 12 12\" width=\"12\" height=\"12\" aria-hidden=\"true\">"
                    + "<circle cx=\"6\" cy=\"6\" r=\"5\" fill=\"\(colour)\"\(ring)/></svg>",
                label: phrases.text(key))
        }
    }
}
