import Foundation
import LondonBikes
import Testing

struct ShortageWatchTests {
    /// A favourite at River Street with `bikes` bikes, and neighbours 111, 222 and 333 m south, the nearest empty.
    private func snapshot(favouriteBikes bikes: Int?, eBikes: Int? = 2) -> DockSnapshot {
        let line = TestDocks.line
        return TestDocks.snapshot([
            TestDocks.dock("BikePoints_1", at: 51.529163, -0.10997, bikes: bikes, eBikes: eBikes),
            TestDocks.dock("BikePoints_2", at: line[1].coordinate.latitude, -0.10997, bikes: 0, eBikes: 0),
            TestDocks.dock("BikePoints_3", at: line[2].coordinate.latitude, -0.10997, bikes: 4, eBikes: 1),
            TestDocks.dock("BikePoints_4", at: line[3].coordinate.latitude, -0.10997, bikes: 1, eBikes: 1),
            TestDocks.dock("BikePoints_5", at: line[4].coordinate.latitude, -0.10997, bikes: 3, eBikes: 1, locked: true),
            TestDocks.dock("BikePoints_6", at: line[5].coordinate.latitude, -0.10997, bikes: 9, eBikes: 1),
        ])
    }

    @Test func aFavouriteThatRunsOutAlertsOnceWithTheThreeNearestDocksThatHaveBikes() {
        var watch = ShortageWatch()
        #expect(watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 3)).isEmpty)
        let alerts = watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 0))
        #expect(alerts.map(\.missing) == [.bikes])
        #expect(alerts.first?.alternatives.map(\.dock.id) == ["BikePoints_3", "BikePoints_4", "BikePoints_6"])
    }

    @Test func aShortageThatLastsDoesNotAlertAgainUntilItEnds() {
        var watch = ShortageWatch()
        #expect(watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 0)).count == 1)
        #expect(watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 0)).isEmpty)
        #expect(watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 0)).isEmpty)
        #expect(watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 2)).isEmpty)
        #expect(watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 0)).count == 1)
    }

    @Test func eBikesAndSpacesAreWatchedToo() {
        var watch = ShortageWatch()
        let alerts = watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 3, eBikes: 0))
        #expect(alerts.map(\.missing) == [.eBikes])
        #expect(alerts.first?.alternatives.map(\.dock.id) == ["BikePoints_3", "BikePoints_4", "BikePoints_6"])
    }

    @Test func aThresholdAlertsBeforeZero() {
        var watch = ShortageWatch(threshold: 3)
        #expect(watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 3)).map(\.missing) == [.bikes, .eBikes])
        #expect(watch.alerts(for: ["BikePoints_1"], in: snapshot(favouriteBikes: 3)).isEmpty)
    }

    @Test func unknownCountsAndDocksOutsideTheListRaiseNothing() {
        var watch = ShortageWatch()
        #expect(watch.alerts(for: ["BikePoints_1", "BikePoints_404"], in: snapshot(favouriteBikes: nil, eBikes: nil)).isEmpty)
    }
}
