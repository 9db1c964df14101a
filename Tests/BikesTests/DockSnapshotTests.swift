import Bikes
import Foundation
import NextStopCore
import Testing

struct DockSnapshotTests {
    @Test func docksNearAPointComeNearestFirstWithTheirDistance() {
        let snapshot = TestDocks.snapshot(TestDocks.line.reversed())
        let found = snapshot.docks(near: TestDocks.riverStreet, limit: 3)
        #expect(found.map(\.dock.id) == ["BikePoints_1", "BikePoints_2", "BikePoints_3"])
        #expect(found[0].metres < 1)
        #expect(abs(found[2].metres - 222.4) < 1)
    }

    @Test func theSearchWidensUntilItFindsEnoughDocks() {
        let far = TestDocks.dock("BikePoints_99", at: 51.60, -0.10997)
        let snapshot = TestDocks.snapshot([far])
        let found = snapshot.docks(near: TestDocks.riverStreet, limit: 1)
        #expect(found.map(\.dock.id) == ["BikePoints_99"])
        #expect(snapshot.docks(near: TestDocks.riverStreet, limit: 1, within: 1_000).isEmpty)
    }

    @Test func aFilterPassesDocksOverWithoutShorteningTheAnswer() {
        let snapshot = TestDocks.snapshot(TestDocks.line)
        let found = snapshot.docks(near: TestDocks.riverStreet, limit: 2) { $0.id != "BikePoints_1" }
        #expect(found.map(\.dock.id) == ["BikePoints_2", "BikePoints_3"])
    }

    @Test(arguments: [
        Coordinate(latitude: .nan, longitude: 0), Coordinate(latitude: 91, longitude: 0),
        Coordinate(latitude: 51.5, longitude: -181),
    ])
    func anInvalidPointFindsNothing(_ point: Coordinate) {
        #expect(TestDocks.snapshot(TestDocks.line).docks(near: point, limit: 3).isEmpty)
    }

    @Test func aDockIsFoundByItsID() {
        let snapshot = TestDocks.snapshot(TestDocks.line)
        #expect(snapshot.dock(id: "BikePoints_4")?.name == "Dock 4")
        #expect(snapshot.dock(id: "BikePoints_404") == nil)
    }

    @Test func namesAreSearchedWithoutCaseAccentsOrTfLsCommas() {
        let snapshot = TestDocks.snapshot([
            TestDocks.dock("BikePoints_1", "River Street , Clerkenwell"),
            TestDocks.dock("BikePoints_2", "Clerkenwell Green, Clerkenwell"),
            TestDocks.dock("BikePoints_3", "Café Street, Élephant"),
            TestDocks.dock("BikePoints_4", "Waterloo Station 1, Waterloo"),
        ])
        #expect(snapshot.docks(named: "clerkenwell", limit: 5).map(\.id) == ["BikePoints_2", "BikePoints_1"])
        #expect(snapshot.docks(named: "river st", limit: 5).map(\.id) == ["BikePoints_1"])
        #expect(snapshot.docks(named: "cafe elephant", limit: 5).map(\.id) == ["BikePoints_3"])
        #expect(snapshot.docks(named: "  ", limit: 5).isEmpty)
        #expect(snapshot.docks(named: "clerkenwell", limit: 1).count == 1)
    }

    @Test func aSearchFromAKnownPointListsTheNearestMatchFirst() {
        // given three Waterloo docks, the one named after the area the farthest from the searcher
        let snapshot = TestDocks.snapshot([
            TestDocks.dock("BikePoints_1", "Baylis Road, Waterloo", at: 51.5010, -0.1100),
            TestDocks.dock("BikePoints_2", "Waterloo Station 3, Waterloo", at: 51.5040, -0.1130),
            TestDocks.dock("BikePoints_3", "Cut, Waterloo", at: 51.5030, -0.1080),
        ])
        let searcher = Coordinate(latitude: 51.5031, longitude: -0.1082)

        // when / then: nearest first from the point, by name without one
        let nearestFirst = snapshot.docks(named: "waterloo", limit: 5, from: searcher)
        #expect(nearestFirst.map(\.id) == ["BikePoints_3", "BikePoints_1", "BikePoints_2"])
        #expect(snapshot.docks(named: "waterloo", limit: 5).map(\.id) == ["BikePoints_2", "BikePoints_1", "BikePoints_3"])
    }
}
