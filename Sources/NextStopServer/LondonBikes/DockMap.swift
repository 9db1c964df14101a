import Foundation
import LondonBikes
import NextStopCore

/// Every dock drawn as an SVG map with no tile server: the Thames as a line, each dock as a donut pin linking to its
/// page (the map's script opens a popup instead), and docks that would overlap at this zoom drawn as one numbered cluster that zooms in when tapped.
struct DockMap {
    /// The Thames through central London, west to east (longitude, latitude), traced by hand from its bridges.
    static let thames: [(Double, Double)] = [
        (-0.2305, 51.4885), (-0.2230, 51.4800), (-0.2130, 51.4670), (-0.1900, 51.4640), (-0.1830, 51.4650),
        (-0.1750, 51.4740), (-0.1700, 51.4810), (-0.1660, 51.4825), (-0.1500, 51.4845), (-0.1270, 51.4880),
        (-0.1220, 51.4945), (-0.1220, 51.5008), (-0.1200, 51.5065), (-0.1170, 51.5090), (-0.1045, 51.5095),
        (-0.0945, 51.5085), (-0.0877, 51.5079), (-0.0754, 51.5055), (-0.0600, 51.5040), (-0.0350, 51.5080),
        (-0.0250, 51.5040), (-0.0240, 51.4960), (-0.0150, 51.4860), (-0.0050, 51.4840), (0.0050, 51.4920),
        (0.0080, 51.5020), (0.0000, 51.5070),
    ]
    /// The map's size in SVG units (it scales to the screen's width).
    static let width = 360.0
    static let height = 360.0
    /// Pins closer than this, in SVG units, are drawn as one cluster.
    static let clusterCell = 26.0
    static let zoomLevels = 1...5

    let snapshot: DockSnapshot
    let zoom: Int
    let centre: Coordinate
    let phrases: Phrasebook
    /// A slippy-map tile URL template with `{z}`, `{x}` and `{y}`, drawn under the docks when set.
    var tiles: String?

    /// Degrees of longitude across the map at this zoom: about 22 km at zoom 1, halving each level.
    private var longitudeSpan: Double { 0.32 / pow(2, Double(zoom - 1)) }
    private var scale: Double { Self.width / longitudeSpan }
    private var cosine: Double { cos(centre.latitude * .pi / 180) }

    /// Where a position falls on the map.
    func point(_ longitude: Double, _ latitude: Double) -> (x: Double, y: Double) {
        let x = Self.width / 2 + (longitude - centre.longitude) * scale
        let y = Self.height / 2 - (latitude - centre.latitude) * scale / cosine
        return (x, y)
    }

    /// The position at a point of the map.
    func coordinate(x: Double, y: Double) -> Coordinate {
        Coordinate(
            latitude: centre.latitude - (y - Self.height / 2) * cosine / scale,
            longitude: centre.longitude + (x - Self.width / 2) / scale)
    }

    /// The map's SVG: the river, then a pin or cluster per occupied cell.
    var svg: String {
        var parts = tiles.map(tileImages) ?? []
        let river = Self.thames.map { point($0.0, $0.1) }.map { "\(Int($0.x)),\(Int($0.y))" }.joined(separator: " ")
        parts.append(
            "<polyline class=\"thames\" points=\"\(river)\" fill=\"none\" stroke=\"#1f4f7a\" "
                + "stroke-width=\"\(min(14, 3 * zoom))\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>")
        var cells: [String: [(dock: Dock, x: Double, y: Double)]] = [:]
        for dock in snapshot.docks {
            let (x, y) = point(dock.coordinate.longitude, dock.coordinate.latitude)
            guard (-10...(Self.width + 10)).contains(x), (-10...(Self.height + 10)).contains(y) else { continue }
            cells["\(Int(x / Self.clusterCell)):\(Int(y / Self.clusterCell))", default: []].append((dock, x, y))
        }
        for key in cells.keys.sorted() {
            guard let members = cells[key] else { continue }
            parts.append(members.count == 1 || zoom == Self.zoomLevels.upperBound ? pins(members) : cluster(members))
        }
        return "<svg class=\"dock-map\" viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" role=\"group\" "
            + "aria-label=\"\(DockDonut.escaped(phrases.text("bikes_map")))\">" + parts.joined() + "</svg>"
    }

    private func pins(_ members: [(dock: Dock, x: Double, y: Double)]) -> String {
        members.map { member in
            let size = 22.0
            let label = DockRow.label(member.dock.counts, phrases: phrases)
            let donut = DockDonut(counts: member.dock.counts, label: "\(member.dock.name): \(label)", size: Int(size)).svg
                .replacingOccurrences(
                    of: "<svg ", with: "<svg x=\"\(Int(member.x - size / 2))\" y=\"\(Int(member.y - size / 2))\" ")
            let greyed = member.dock.isUsable ? "" : " greyed"
            return "<a class=\"pin\(greyed)\" href=\"\(LondonBikesSystem.section)/docks/\(member.dock.id)\" "
                + "data-dock=\"\(DockDonut.escaped(member.dock.id))\">\(donut)</a>"
        }.joined()
    }

    private func cluster(_ members: [(dock: Dock, x: Double, y: Double)]) -> String {
        let x = members.map(\.x).reduce(0, +) / Double(members.count)
        let y = members.map(\.y).reduce(0, +) / Double(members.count)
        let target = coordinate(x: x, y: y)
        let href =
            "\(LondonBikesSystem.section)/map?z=\(zoom + 1)&amp;c=\(Self.rounded(target.latitude)),\(Self.rounded(target.longitude))"
        let label = DockDonut.escaped(phrases.counted("bikes_cluster", members.count))
        let radius = min(16, 9 + Double(members.count).squareRoot())
        return "<a class=\"cluster\" href=\"\(href)\" aria-label=\"\(label)\"><circle cx=\"\(Int(x))\" cy=\"\(Int(y))\" "
            + "r=\"\(Int(radius))\" fill=\"#8a0000\" stroke=\"#f3f5f8\" stroke-width=\"1.5\"/><text x=\"\(Int(x))\" "
            + "y=\"\(Int(y) + 4)\" font-size=\"11\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#ffffff\">\(members.count)</text></a>"
    }

    /// The tiles that cover the map, at the tile zoom nearest its scale, each placed where its corners fall.
    private func tileImages(_ template: String) -> [String] {
        let tileZoom = min(19, max(1, Int(log2(scale * 360 / 256).rounded())))
        let count = pow(2, Double(tileZoom))
        func tileX(_ longitude: Double) -> Int { Int(((longitude + 180) / 360 * count).rounded(.down)) }
        func tileY(_ latitude: Double) -> Int {
            let radians = latitude * .pi / 180
            return Int(((1 - log(tan(radians) + 1 / cos(radians)) / .pi) / 2 * count).rounded(.down))
        }
        func longitude(_ x: Int) -> Double { Double(x) / count * 360 - 180 }
        func latitude(_ y: Int) -> Double { atan(sinh(.pi * (1 - 2 * Double(y) / count))) * 180 / .pi }
        let northWest = coordinate(x: 0, y: 0)
        let southEast = coordinate(x: Self.width, y: Self.height)
        var images: [String] = []
        for y in tileY(northWest.latitude)...tileY(southEast.latitude) {
            for x in tileX(northWest.longitude)...tileX(southEast.longitude) {
                let corner = point(longitude(x), latitude(y))
                let opposite = point(longitude(x + 1), latitude(y + 1))
                let url = template.replacingOccurrences(of: "{z}", with: String(tileZoom))
                    .replacingOccurrences(of: "{x}", with: String(x)).replacingOccurrences(of: "{y}", with: String(y))
                images.append(
                    "<image href=\"\(DockDonut.escaped(url))\" x=\"\(Int(corner.x))\" y=\"\(Int(corner.y))\" "
                        + "width=\"\(Int((opposite.x - corner.x).rounded(.up)) + 1)\" height=\"\(Int((opposite.y - corner.y).rounded(.up)) + 1)\" "
                        + "preserveAspectRatio=\"none\"/>")
            }
        }
        return images
    }

    /// Five decimals, about a metre.
    static func rounded(_ value: Double) -> String { String(format: "%.5f", value) }
}
