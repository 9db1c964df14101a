import Bikes
import NextStopCore
import Testing

@testable import NextStopServer

/// A dock's words on the web: its counts with the right number, and a distance that says it is a straight line.
struct DockRowTests {
    private let english = WebPhrases(systems: [BikesSystem.phrases]).phrasebook(.english)
    private let chinese = WebPhrases(systems: [BikesSystem.phrases]).phrasebook(.traditionalChinese)

    @Test func oneOfAnythingIsSingularInEnglish() {
        let counts = DockCounts(bikes: 1, standardBikes: 0, eBikes: 1, spaces: 1, docks: 2)
        #expect(DockRow.label(counts, phrases: english) == "1 bike, 1 e-bike, 1 space")
        #expect(DockRow.label(counts, phrases: chinese) == "1 架單車（1 架電動單車）、1 個空位")
    }

    @Test func noneOrManyArePlural() {
        let counts = DockCounts(bikes: 0, standardBikes: 0, eBikes: 0, spaces: 12, docks: 12)
        #expect(DockRow.label(counts, phrases: english) == "0 bikes, 0 e-bikes, 12 spaces")
        let unsplit = DockCounts(bikes: 1, spaces: 2, docks: 3)
        #expect(DockRow.label(unsplit, phrases: english) == "1 bike (e-bikes unknown), 2 spaces")
    }

    @Test func theDistanceIsLabelledAsAStraightLine() {
        let dock = Dock(
            id: "BikePoints_1", name: "River Street , Clerkenwell", coordinate: Coordinate(latitude: 51.53, longitude: -0.11),
            counts: DockCounts(bikes: 1, spaces: 1, docks: 2))
        let place = BikesPlace(system: .london(DockFeed()), section: "/bikes/london")
        let row = DockRow(dock, place: place, metres: 412.4, farthest: 412.4, favouriteID: nil, phrases: english)
        #expect(row.distance == "412 m in a straight line")
        #expect(
            DockRow(dock, place: place, metres: 412.4, farthest: nil, favouriteID: nil, phrases: chinese).distance
                == "直線距離 412 米")
        #expect(row.href == "/bikes/london/docks/BikePoints_1")
    }

    @Test func aClusterOfOneIsOneDock() {
        #expect(english.counted("bikes_cluster", 1) == "1 dock")
        #expect(english.counted("bikes_cluster", 7) == "7 docks")
        #expect(chinese.counted("bikes_cluster", 1) == "1 個單車站")
    }
}
