import Bikes
import Foundation
import NextStopCore
import Testing

struct FavouriteDockTests {
    private let snapshot = TestDocks.snapshot([
        TestDocks.dock("BikePoints_1", "Zoo Gate", at: 51.5300, -0.11),
        TestDocks.dock("BikePoints_2", "Étoile Street", at: 51.5100, -0.11),
        TestDocks.dock("BikePoints_3", "elm Park", at: 51.5200, -0.11),
        TestDocks.dock("BikePoints_4", "Abbey Road", at: 51.5400, -0.11),
    ])
    /// Saved by hand in this order; the last names a dock TfL no longer lists, and a bus stop sits among them.
    private let saved: [Favourite] = [
        TestDocks.favourite(1, "BikePoints_1"), TestDocks.favourite(2, "BikePoints_2"),
        Favourite(
            id: Favourite.ID(9), categoryID: nil, item: FavouriteItem(system: "hk-bus", kind: "stop", id: "BikePoints_3"),
            position: 2, createdAt: Date(timeIntervalSince1970: 0)),
        TestDocks.favourite(3, "BikePoints_3"), TestDocks.favourite(4, "BikePoints_4", label: "Home"),
        TestDocks.favourite(5, "BikePoints_999"),
    ]

    @Test func manualOrderIsTheSavedOrder() {
        let rows = snapshot.favouriteDocks(saved, of: "london-bikes", from: nil, order: .manual)
        #expect(rows.map(\.favouriteID.rawValue) == [1, 2, 3, 4, 5])
        #expect(rows[4].dock == nil)
    }

    @Test func distanceOrderIsNearestTheViewerFirstWithUnknownDistancesLast() {
        let viewer = Coordinate(latitude: 51.5110, longitude: -0.11)
        let rows = snapshot.favouriteDocks(saved, of: "london-bikes", from: viewer, order: .distance)
        #expect(rows.map(\.favouriteID.rawValue) == [2, 3, 1, 4, 5])
        #expect(rows[0].metres.map { abs($0 - 111) < 1 } == true)
    }

    @Test func distanceOrderWithoutAViewerKeepsTheSavedOrder() {
        #expect(
            snapshot.favouriteDocks(saved, of: "london-bikes", from: nil, order: .distance).map(\.favouriteID.rawValue) == [
                1, 2, 3, 4, 5,
            ])
    }

    @Test func nameOrderSetsCaseAndAccentsAsideAndUsesLabels() {
        let rows = snapshot.favouriteDocks(saved, of: "london-bikes", from: nil, order: .name)
        #expect(rows.map(\.displayName) == ["BikePoints_999", "elm Park", "Étoile Street", "Home", "Zoo Gate"])
    }

    @Test func aBikesFavouriteIsADockItemOfLondonBikes() {
        let item = BikeFavourite(system: "london-bikes", dockID: "BikePoints_1").item
        #expect(item == FavouriteItem(system: "london-bikes", kind: "dock", id: "BikePoints_1"))
        #expect(BikeFavourite(item, system: "london-bikes")?.dockID == "BikePoints_1")
        #expect(BikeFavourite(FavouriteItem(system: "hk-bus", kind: "stop", id: "X"), system: "london-bikes") == nil)
        // Another bike system's dock is not London's.
        #expect(BikeFavourite(BikeFavourite(system: "oslo-bikes", dockID: "380").item, system: "london-bikes") == nil)
        #expect(BikeSystem.favouritesKey("oslo") == "oslo-bikes")
    }
}
