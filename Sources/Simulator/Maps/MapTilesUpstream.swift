import Foundation
import NextStopCore

/// Map tiles for `demo` and the tests, at `/tiles/{z}/{x}/{y}.png` like OpenStreetMap's: land crossed by a grid of
/// streets every 64 pixels, and the water every NextStop city meets (the Thames, Victoria Harbour, San Francisco
/// Bay) drawn from rough traces, so an offline map shows where it is. Tiles are made on first request and kept.
public struct MapTilesUpstream: SimulatedUpstream {
    public let pathPrefix = "/tiles"

    private static let side = 256
    private static let palette: [(UInt8, UInt8, UInt8)] = [(0xEC, 0xE8, 0xDF), (0xFF, 0xFF, 0xFF), (0xA9, 0xCF, 0xE3)]
    private enum Colour: UInt8 {
        case land, street, water
    }

    private let made = LockedValue<[String: [UInt8]]>([:])

    public init() {}

    /// The tile URL template clients are given for a simulator at `root`.
    public static func template(under root: URL) -> String { root.absoluteString + "/tiles/{z}/{x}/{y}.png" }

    public func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        let parts = request.path.dropFirst(pathPrefix.count + 1).split(separator: "/")
        guard parts.count == 3, parts[2].hasSuffix(".png"), let zoom = Int(parts[0]), (0...19).contains(zoom),
            let x = Int(parts[1]), let y = Int(parts[2].dropLast(4)), (0..<(1 << zoom)).contains(x),
            (0..<(1 << zoom)).contains(y)
        else { return .notFound }
        let key = "\(zoom)/\(x)/\(y)"
        let png =
            made.withLock { $0[key] }
            ?? {
                let png = Self.tile(zoom: zoom, x: x, y: y)
                made.withLock { tiles in
                    if tiles.count > 4_096 { tiles.removeAll() }
                    tiles[key] = png
                }
                return png
            }()
        return SimulatorReply(status: 200, body: png, contentType: "image/png", headers: ["Cache-Control": "max-age=86400"])
    }

    private static func tile(zoom: Int, x: Int, y: Int) -> [UInt8] {
        let worldSide = Double(side << zoom)
        let water = SimulatedWater.traces.filter { $0.mayCross(tileZoom: zoom, x: x, y: y) }
        var pixels = [UInt8](repeating: Colour.land.rawValue, count: side * side)
        for row in 0..<side {
            let worldY = y * side + row
            let latitude = atan(sinh(.pi * (1 - 2 * (Double(worldY) + 0.5) / worldSide))) * 180 / .pi
            for column in 0..<side {
                let worldX = x * side + column
                let longitude = (Double(worldX) + 0.5) / worldSide * 360 - 180
                let point = Coordinate(latitude: latitude, longitude: longitude)
                let colour: Colour =
                    water.contains { $0.covers(point) }
                    ? .water : (worldX % 64 < 2 || worldY % 64 < 2) && zoom >= 12 ? .street : .land
                pixels[row * side + column] = colour.rawValue
            }
        }
        return PalettePNG(width: side, height: side, palette: palette, pixels: pixels).encoded
    }
}
