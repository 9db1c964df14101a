import Bikes

/// A dock's counts as a donut, drawn once on the server and reused by every page: standard bikes in TfL red, e-bikes
/// in blue, spaces in grey, the bikes' total in the centre; a grey ring with a warning mark when the counts are
/// unknown. The SVG carries its own text label for screen readers.
public struct DockDonut: Sendable {
    static let standardColour = "rgb(236,0,0)"
    static let eBikeColour = "rgb(12,17,177)"
    static let spaceColour = "rgb(117,117,117)"
    /// Drawn wider under the e-bike segment: the seed's blue is about 1.6:1 on the dark background, this ring over 3:1.
    static let eBikeOutline = "rgb(200,204,255)"

    public let counts: DockCounts
    /// What a screen reader says: "9 bikes, 2 e-bikes, 6 spaces".
    public let label: String
    /// Width and height in CSS pixels.
    public let size: Int

    public init(counts: DockCounts, label: String, size: Int = 48) {
        self.counts = counts
        self.label = label
        self.size = size
    }

    /// The donut as an inline SVG element.
    public var svg: String {
        // A circle of circumference 100, so each segment's dash is its share in percent; it starts at 12 o'clock.
        let circle = "cx=\"18\" cy=\"18\" r=\"15.915\" fill=\"none\""
        let ring = "\(circle) stroke-width=\"5\""
        var parts = ["<circle \(ring) stroke=\"\(Self.spaceColour)\" stroke-opacity=\"0.35\"/>"]
        let centre: String
        if let bikes = counts.bikes, let spaces = counts.spaces {
            let eBikes = counts.eBikes ?? 0
            let standard = counts.standardBikes ?? (bikes - eBikes)
            let total = Double(max(1, standard + eBikes + spaces))
            var offset = 25.0
            for (count, colour) in [(standard, Self.standardColour), (eBikes, Self.eBikeColour), (spaces, Self.spaceColour)]
            where count > 0 {
                let share = Double(count) / total * 100
                let dash =
                    "stroke-dasharray=\"\(Self.decimal(share)) \(Self.decimal(100 - share))\" "
                    + "stroke-dashoffset=\"\(Self.decimal(offset))\""
                if colour == Self.eBikeColour {
                    parts.append("<circle \(circle) stroke-width=\"7\" stroke=\"\(Self.eBikeOutline)\" \(dash)/>")
                }
                parts.append("<circle \(ring) stroke=\"\(colour)\" \(dash)/>")
                offset -= share
            }
            centre = String(bikes)
        } else {
            parts.append(
                "<path d=\"M18 3.5l3.2 5.6h-6.4z\" fill=\"#ffcf66\"/><text x=\"18\" y=\"8.6\" font-size=\"4.5\" "
                    + "text-anchor=\"middle\" fill=\"#111\">!</text>")
            centre = "?"
        }
        parts.append(
            "<text x=\"18\" y=\"22.5\" font-size=\"12\" font-weight=\"700\" text-anchor=\"middle\" fill=\"currentColor\">\(centre)</text>"
        )
        return
            "<svg class=\"donut\" viewBox=\"0 0 36 36\" width=\"\(size)\" height=\"\(size)\" role=\"img\" aria-label=\"\(Self.escaped(label))\">"
            + "<title>\(Self.escaped(label))</title>" + parts.joined() + "</svg>"
    }

    /// Two decimals at most, without trailing zeros.
    private static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = abs(hundredths % 100)
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Text safe inside an attribute or element.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
