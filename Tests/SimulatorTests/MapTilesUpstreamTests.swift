import Foundation
import NextStopCore
import Testing

@testable import Simulator

/// The simulator's map tiles: PNGs at OpenStreetMap's paths, water where each city has it.
@Suite struct MapTilesUpstreamTests {
    let tiles = MapTilesUpstream()

    func tile(_ path: String) async -> SimulatorReply {
        await tiles.reply(to: SimulatedRequest(path: path), now: Date())
    }

    @Test func aTileIsA256PixelPaletteImage() async throws {
        let reply = await tile("/tiles/15/16372/10896.png")
        #expect(reply.status == 200 && reply.contentType == "image/png")
        let bytes = reply.body
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        // 256 × 256, 8 bits of palette index
        #expect(Array(bytes[16..<26]) == [0, 0, 1, 0, 0, 0, 1, 0, 8, 3])
        #expect(Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8))
        #expect(await tile("/tiles/15/16372/10896.png").body == bytes)
    }

    @Test(arguments: [
        "/tiles/2/4/0.png", "/tiles/2/0/4.png", "/tiles/20/0/0.png", "/tiles/-1/0/0.png", "/tiles/1/0/0.jpg", "/tiles/1/0",
        "/tiles/a/b/c.png",
    ])
    func aTileOutsideTheWorldOrItsZoomsIs404(path: String) async {
        #expect(await tile(path).status == 404)
    }

    @Test func theWaterCoversTheRiverAndHarbourAndNotTheLandBeside() {
        let thames = SimulatedWater.traces[0]
        #expect(thames.covers(Coordinate(latitude: 51.5030, longitude: -0.1219)))
        #expect(!thames.covers(Coordinate(latitude: 51.5080, longitude: -0.1281)))
        let harbour = SimulatedWater.traces[1]
        #expect(harbour.covers(Coordinate(latitude: 22.2935, longitude: 114.1650)))
        #expect(!harbour.covers(Coordinate(latitude: 22.2819, longitude: 114.1582)))
        #expect(thames.mayCross(tileZoom: 15, x: 16372, y: 10896))
        #expect(!harbour.mayCross(tileZoom: 15, x: 16372, y: 10896))
    }

    @Test func clientsAreGivenATemplateAtTheSimulatorsRoot() throws {
        let root = try #require(URL(string: "http://127.0.0.1:4000"))
        #expect(MapTilesUpstream.template(under: root) == "http://127.0.0.1:4000/tiles/{z}/{x}/{y}.png")
    }
}
