import Foundation
import HongKongBus
import HongKongBusDataset
import NextStopCore
import NextStopDataset
import Testing

/// A collected network read back from its snapshot answers every query as the network decoded from its dataset
/// file does.
@Suite struct CollectedSnapshotTests {
    /// The answer's JSON, byte for byte.
    func json(_ answer: some JSONWritable) throws -> [UInt8] {
        var writer = JSONWriter()
        answer.write(to: &writer)
        return try writer.finish()
    }

    @Test func theSnapshotAnswersEveryQueryAsTheDatasetFileDoes() async throws {
        try await SimulatedCollection.with { run in
            guard case .published(let published, _) = try await run.run() else {
                Issue.record("the collection was not published")
                return
            }
            let folder = run.store.folder(of: published.metadata.version)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(VersionFile.snapshot).path))
            let file = try Data(contentsOf: folder.appendingPathComponent(HKBusDataset.fileName))
            let fromFile = TransitNetwork(try HKBusDataset.decode(file))
            // Without the dataset file, only the snapshot can answer.
            try FileManager.default.removeItem(at: folder.appendingPathComponent(HKBusDataset.fileName))
            let loaded = try run.store.loadCurrent()
            let fromSnapshot = TransitNetwork(loaded.network)

            #expect(loaded.metadata == published.metadata)
            #expect(try HKBusDataset.encode(loaded.network) == file)
            let network = fromFile.network
            let prefixes = Set(network.routes.flatMap { [String($0.route.prefix(1)), String($0.route.prefix(2))] })
            for prefix in prefixes.sorted() + [""] {
                #expect(
                    try json(RouteSearchJSON(fromSnapshot.routes(matching: prefix)))
                        == json(RouteSearchJSON(fromFile.routes(matching: prefix))))
            }
            for route in network.routes {
                #expect(
                    try json(RouteDetailJSON(fromSnapshot.routeDetail(route.key)))
                        == json(RouteDetailJSON(fromFile.routeDetail(route.key))))
            }
            let located = network.stops.filter { !$0.isPlaceholder }
            for stop in located {
                #expect(
                    try json(NearbyJSON(fromSnapshot.nearby(stop.coordinate, radius: 1_000), in: fromSnapshot))
                        == json(NearbyJSON(fromFile.nearby(stop.coordinate, radius: 1_000), in: fromFile)))
                #expect(
                    try json(StopDetailJSON(stop: stop, visits: fromSnapshot.visits(atStop: stop.id)))
                        == json(StopDetailJSON(stop: stop, visits: fromFile.visits(atStop: stop.id))))
                let word = String(stop.name.en.split(separator: " ").first ?? "")
                #expect(
                    try json(StopSearchJSON(query: word, matches: fromSnapshot.searchStops(word), in: fromSnapshot))
                        == json(StopSearchJSON(query: word, matches: fromFile.searchStops(word), in: fromFile)))
            }
            for (from, to) in zip(located, located.reversed()).prefix(40) {
                let ends = (TripEnd.place(from.coordinate), TripEnd.stopGroup(to.id))
                #expect(
                    try json(TripPlanJSON(fromSnapshot.trips(from: ends.0, to: ends.1), in: fromSnapshot))
                        == json(TripPlanJSON(fromFile.trips(from: ends.0, to: ends.1), in: fromFile)))
            }
        }
    }
}
