import Bikes
import Foundation
import Testing

struct ShortageWatchTests {
    /// A favourite at River Street with `bikes` bikes, and neighbours 111, 222 and 333 m south, the nearest empty.
    private func snapshot(favouriteBikes bikes: Int?, eBikes: Int? = 2, spaces: Int? = 5) -> DockSnapshot {
        let line = TestDocks.line
        return TestDocks.snapshot([
            TestDocks.dock("BikePoints_1", at: 51.529163, -0.10997, bikes: bikes, eBikes: eBikes, spaces: spaces),
            TestDocks.dock("BikePoints_2", at: line[1].coordinate.latitude, -0.10997, bikes: 0, eBikes: 0, spaces: 9),
            TestDocks.dock("BikePoints_3", at: line[2].coordinate.latitude, -0.10997, bikes: 4, eBikes: 1, spaces: 0),
            TestDocks.dock("BikePoints_4", at: line[3].coordinate.latitude, -0.10997, bikes: 1, eBikes: 1, spaces: 2),
            TestDocks.dock("BikePoints_5", at: line[4].coordinate.latitude, -0.10997, bikes: 3, eBikes: 1, locked: true),
            TestDocks.dock("BikePoints_6", at: line[5].coordinate.latitude, -0.10997, bikes: 9, eBikes: 1, spaces: 4),
        ])
    }

    /// The favourite at River Street as `snapshot` has it.
    private func favourite(_ thresholds: ShortageThresholds? = nil, in snapshot: DockSnapshot) -> [FavouriteDock] {
        snapshot.favouriteDocks(
            [TestDocks.favourite(1, "BikePoints_1", thresholds: thresholds)], of: "london-bikes", from: nil, order: .manual)
    }

    private func alerts(
        _ watch: inout ShortageWatch, bikes: Int?, eBikes: Int? = 2, spaces: Int? = 5,
        thresholds: ShortageThresholds? = nil
    ) -> [ShortageAlert] {
        let snapshot = snapshot(favouriteBikes: bikes, eBikes: eBikes, spaces: spaces)
        return watch.alerts(for: favourite(thresholds, in: snapshot), in: snapshot)
    }

    @Test func aFavouriteThatRunsOutAlertsOnceWithTheThreeNearestDocksThatHaveBikes() {
        var watch = ShortageWatch()
        #expect(alerts(&watch, bikes: 3).isEmpty)
        let alerts = alerts(&watch, bikes: 0)
        #expect(alerts.map(\.missing) == [.bikes])
        #expect(alerts.first?.threshold == 0)
        #expect(alerts.first?.alternatives.map(\.dock.id) == ["BikePoints_3", "BikePoints_4", "BikePoints_6"])
    }

    @Test func aShortageThatLastsDoesNotAlertAgainUntilItEnds() {
        var watch = ShortageWatch()
        #expect(alerts(&watch, bikes: 0).count == 1)
        #expect(alerts(&watch, bikes: 0).isEmpty)
        #expect(alerts(&watch, bikes: 0).isEmpty)
        #expect(alerts(&watch, bikes: 2).isEmpty)
        #expect(alerts(&watch, bikes: 0).count == 1)
    }

    @Test func eBikesAndSpacesAreWatchedToo() {
        var watch = ShortageWatch()
        let alerts = alerts(&watch, bikes: 3, eBikes: 0)
        #expect(alerts.map(\.missing) == [.eBikes])
        #expect(alerts.first?.alternatives.map(\.dock.id) == ["BikePoints_3", "BikePoints_4", "BikePoints_6"])
    }

    @Test func eachKindAlertsAtTheFavouritesOwnLevel() {
        var watch = ShortageWatch()
        let thresholds = ShortageThresholds([.bikes: 3, .spaces: 5])
        let first = alerts(&watch, bikes: 3, eBikes: 0, spaces: 5, thresholds: thresholds)
        #expect(first.map(\.missing) == [.bikes, .spaces])
        #expect(first.map(\.threshold) == [3, 5])
        #expect(alerts(&watch, bikes: 3, eBikes: 0, spaces: 5, thresholds: thresholds).isEmpty)
    }

    @Test func aSpacesShortageSuggestsDocksWithSpacesNotBikes() {
        var watch = ShortageWatch()
        let alerts = alerts(&watch, bikes: 5, spaces: 1, thresholds: ShortageThresholds([.spaces: 2]))
        #expect(alerts.map(\.missing) == [.spaces])
        // BikePoints_3 has bikes but no spaces, BikePoints_4 exactly the threshold: neither is offered.
        #expect(alerts.first?.alternatives.map(\.dock.id) == ["BikePoints_2", "BikePoints_6"])
    }

    @Test func raisingALevelDuringAShortageAlertsOnceAtTheNewLevel() {
        var watch = ShortageWatch()
        #expect(alerts(&watch, bikes: 2).isEmpty)
        #expect(alerts(&watch, bikes: 2, thresholds: ShortageThresholds([.bikes: 2])).map(\.missing) == [.bikes])
        #expect(alerts(&watch, bikes: 2, thresholds: ShortageThresholds([.bikes: 2])).isEmpty)
    }

    @Test func unknownCountsAndDocksOutsideTheListRaiseNothing() {
        var watch = ShortageWatch()
        let snapshot = snapshot(favouriteBikes: nil, eBikes: nil, spaces: nil)
        let favourites = snapshot.favouriteDocks(
            [TestDocks.favourite(1, "BikePoints_1"), TestDocks.favourite(2, "BikePoints_404")], of: "london-bikes", from: nil,
            order: .manual)
        #expect(watch.alerts(for: favourites, in: snapshot).isEmpty)
    }
}
