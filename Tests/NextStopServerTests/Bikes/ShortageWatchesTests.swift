import Bikes
import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import NextStopServer

/// Shortage alerts fire once per crossing: a restarted server (a new `ShortageWatches` on the same file) remembers
/// what it already told each owner, and the servers of a cluster remember it together.
struct ShortageWatchesTests {
    private let owner = OwnerID(7)
    private let favourite = "BikePoints_1"

    /// The favourite with `bikes` bikes, and a neighbour with plenty of everything.
    private func snapshot(bikes: Int) -> DockSnapshot {
        let docks = [
            Dock(
                id: favourite, name: "River Street , Clerkenwell",
                coordinate: Coordinate(latitude: 51.529163, longitude: -0.10997),
                counts: DockCounts(bikes: bikes, standardBikes: bikes, eBikes: 0, spaces: 19 - bikes, docks: 19)),
            Dock(
                id: "BikePoints_2", name: "Phillimore Gardens", coordinate: Coordinate(latitude: 51.5278, longitude: -0.1099),
                counts: DockCounts(bikes: 9, standardBikes: 5, eBikes: 4, spaces: 10, docks: 19)),
        ]
        return DockSnapshot(docks: docks, fetchedAt: Date(timeIntervalSince1970: 1_771_778_596))
    }

    private func missing(_ watches: ShortageWatches, bikes: Int) async -> [DockResource] {
        let snapshot = snapshot(bikes: bikes)
        let saved = Favourite(
            id: Favourite.ID(1), categoryID: nil, item: BikeFavourite(system: "london-bikes", dockID: favourite).item,
            position: 0,
            createdAt: snapshot.fetchedAt)
        return await watches.alerts(
            for: owner, favourites: snapshot.favouriteDocks([saved], of: "london-bikes", from: nil, order: .manual), in: snapshot,
            at: Date(timeIntervalSince1970: 1_771_778_600)
        ).map(\.missing)
    }

    @Test func anAlertThatFiredDoesNotFireAgainAfterARestart() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = ShortageWatches.file(in: folder.url)
        // given a shortage of bikes (and of e-bikes, which this dock never has) alerted before the restart
        #expect(await missing(ShortageWatches(file: file), bikes: 0) == [.bikes, .eBikes])
        // when the server restarts while the shortage lasts
        let restarted = ShortageWatches(file: file)
        // then nothing fires again
        #expect(await missing(restarted, bikes: 0).isEmpty)
        // and once bikes come back and run out again, that new crossing fires, after another restart too
        #expect(await missing(restarted, bikes: 3).isEmpty)
        #expect(await missing(ShortageWatches(file: file), bikes: 0) == [.bikes])
    }

    @Test func withoutAFileEachStartAlertsAfresh() async {
        #expect(await missing(ShortageWatches(file: nil), bikes: 0) == [.bikes, .eBikes])
        #expect(await missing(ShortageWatches(file: nil), bikes: 0) == [.bikes, .eBikes])
    }

    @Test func aBrokenFileIsAFreshStart() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = ShortageWatches.file(in: folder.url)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: file)
        #expect(await missing(ShortageWatches(file: file), bikes: 0) == [.bikes, .eBikes])
    }

    @Test func aFileKeptWhenOneThresholdServedAllDocksIsReadPerOwner() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = ShortageWatches.file(in: folder.url)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"7/0":["BikePoints_1/bikes"],"7/3":["BikePoints_1/ebikes"]}"#.utf8).write(to: file)
        #expect(await missing(ShortageWatches(file: file), bikes: 0).isEmpty)
    }

    @Test func theServersOfAClusterAlertOnceBetweenThem() async {
        // given two servers sharing their sessions, as PostgreSQL's sessions table shares them
        let shared = MemorySessionStore()
        let (first, second) = (ShortageWatches(file: nil, shared: shared), ShortageWatches(file: nil, shared: shared))
        // when the owner looks through one, then through the other, while the shortage lasts
        let throughFirst = await missing(first, bikes: 0)
        let throughSecond = await missing(second, bikes: 0)
        // then it is told once
        #expect(throughFirst == [.bikes, .eBikes])
        #expect(throughSecond.isEmpty)
    }
}
