import Bikes
import Testing

struct DockCountsTests {
    @Test func brokenDocksAreWhatBikesAndSpacesLeaveOver() {
        #expect(DockCounts(bikes: 11, spaces: 6, docks: 19).brokenDocks == 2)
        #expect(DockCounts(bikes: 11, spaces: 8, docks: 19).brokenDocks == 0)
    }

    @Test func moreBikesAndSpacesThanDocksIsNoNegativeBreakage() {
        #expect(DockCounts(bikes: 12, spaces: 8, docks: 19).brokenDocks == 0)
    }

    @Test func brokenDocksAreUnknownWhenACountIs() {
        #expect(DockCounts(bikes: nil, spaces: 6, docks: 19).brokenDocks == nil)
        #expect(DockCounts(bikes: 11, spaces: 6, docks: nil).brokenDocks == nil)
    }

    @Test func aLockedOrUninstalledDockOffersNothing() {
        #expect(TestDocks.dock("a", bikes: 3).offers(.bikes))
        #expect(!TestDocks.dock("a", bikes: 3, locked: true).offers(.bikes))
        #expect(!TestDocks.dock("a", bikes: 3, installed: false).offers(.bikes))
        #expect(!TestDocks.dock("a", bikes: nil).offers(.bikes))
    }

    @Test func countsInWordsAreSingularForExactlyOne() {
        #expect(DockResource.bikes.counted(1) == "1 bike")
        #expect(DockResource.bikes.counted(0) == "0 bikes")
        #expect(DockResource.eBikes.counted(1) == "1 e-bike")
        #expect(DockResource.eBikes.counted(2) == "2 e-bikes")
        #expect(DockResource.spaces.counted(1) == "1 space")
        #expect(DockResource.standardBikes.counted(3) == "3 standard bikes")
    }
}
