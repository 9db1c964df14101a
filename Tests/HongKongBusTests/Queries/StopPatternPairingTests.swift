import NextStopCore
import NextStopTestSupport
import Testing

@testable import HongKongBus

struct StopPatternPairingTests {
    private let line = [0.0, 1_000, 2_000].map { Build.east($0) }

    @Test("equal lengths pair by position and report the longest pair")
    func equalLengthsPairByPosition() throws {
        let other = [Build.north(of: line[0], 10), Build.north(of: line[1], 250), Build.north(of: line[2], 20)]

        let pairing = try #require(StopPatternPairing(line, other, within: 400))

        #expect(pairing.firstToSecond == [0, 1, 2] && pairing.secondToFirst == [0, 1, 2])
        #expect(abs(pairing.maximumDistance - 250) < 0.001)
    }

    @Test("equal lengths pair by position only, so the same stops in another order do not pair")
    func equalLengthsOutOfOrder() {
        let longLine = line + [Build.east(3_000)]

        #expect(StopPatternPairing(longLine, [longLine[0], longLine[2], longLine[1], longLine[3]], within: 400) == nil)
    }

    @Test("an extra stop pairs with the nearest stop of the shorter pattern without going back")
    func unequalLengthsAlign() throws {
        let longer = [line[0], Build.east(200), line[1], Build.east(1_900), line[2]]

        let pairing = try #require(StopPatternPairing(line, longer, within: 400))

        #expect(pairing.firstToSecond == [0, 2, 4])
        #expect(pairing.secondToFirst == [0, 0, 1, 2, 2])
        #expect(abs(pairing.maximumDistance - 200) < 0.01)
    }

    @Test("a stop farther than the limit from every stop it could pair with breaks the pairing")
    func detourBreaksPairing() {
        let detour = [line[0], Build.north(of: line[1], 900), Build.east(1_500), line[2]]

        #expect(StopPatternPairing(line, detour, within: 400) == nil)
    }

    @Test("a stop without a coordinate never pairs")
    func unknownCoordinatesNeverPair() {
        let unknown = Coordinate(latitude: .nan, longitude: .nan)

        #expect(StopPatternPairing(line, [line[0], unknown, line[2]], within: 400) == nil)
        #expect(StopPatternPairing([], line, within: 400) == nil)
    }
}
