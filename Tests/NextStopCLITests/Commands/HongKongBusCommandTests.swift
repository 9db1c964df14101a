import ArgumentParser
import HongKongBus
import Testing

@testable import NextStopCLI

/// The bus commands live under `nextstop hk`; their former top-level names still reach them, with a note.
struct HongKongBusCommandTests {
    @Test(arguments: [
        ("routes", "routes"), ("route", "route"), ("nearby", "nearby"), ("stops", "stops"), ("arrivals", "arrivals"),
        ("eta", "arrivals"), ("trip", "trip"),
    ])
    func aFormerTopLevelNameIsMovedUnderHKWithANote(former: String, name: String) {
        let (arguments, note) = HongKongBusCommand.movingFormerName([former, "--json"])
        #expect(arguments == ["hk", former, "--json"])
        #expect(note == "note: `nextstop \(former)` is now `nextstop hk \(name)`; the old name goes in the next release")
    }

    @Test(arguments: [["hk", "routes", "9"], ["caltrain", "trains"], ["bikes", "near"], []])
    func otherCommandLinesAreLeftAlone(arguments: [String]) {
        let moved = HongKongBusCommand.movingFormerName(arguments)
        #expect(moved.arguments == arguments && moved.note == nil)
    }

    @Test func theBusCommandsParseUnderHK() throws {
        #expect(try NextStopCommand.parseAsRoot(["hk", "routes", "9"]) is RoutesCommand)
        #expect(try NextStopCommand.parseAsRoot(["hk", "arrivals", "--stop", "18492910339410B1"]) is ArrivalsCommand)
        #expect(try NextStopCommand.parseAsRoot(["hk", "eta", "--stop", "18492910339410B1"]) is ArrivalsCommand)
        #expect(throws: (any Error).self) { try NextStopCommand.parseAsRoot(["routes", "9"]) }
    }

    @Test func aTripEndIsAPlaceAStopOrAStopGroup() throws {
        let trip = try #require(
            try NextStopCommand.parseAsRoot(["hk", "trip", "--from", "group:18492910339410B1", "--to", "001145"])
                as? TripCommand)
        #expect(trip.from.end == .stopGroup("18492910339410B1"))
        #expect(trip.to.end == .stop("001145"))
        for refused in ["group:", "a b", "group:a,b"] {
            #expect(throws: (any Error).self) { try NextStopCommand.parseAsRoot(["hk", "trip", "--from", refused, "--to", "X"]) }
        }
    }
}
