import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import HongKongBusDataset
@testable import NextStopDataset

struct NetworkDeltaTests {
    let old: LoadedDataset<HKBusDataset>
    let new: LoadedDataset<HKBusDataset>

    init() throws {
        old = try SampleDatasets.loaded(SampleDatasets.old, version: 100)
        new = try SampleDatasets.loaded(SampleDatasets.new, version: 200)
    }

    @Test func theDeltaAppliedToTheOldDatasetGivesTheNewFileByteForByte() throws {
        let delta = NetworkDelta.between(old, new)

        let network = try delta.apply(to: old)

        #expect(network == SampleDatasets.new)
        #expect(try HKBusDataset.encode(network) == (try HKBusDataset.encode(SampleDatasets.new)))
        #expect(Checksums.sha256Hex(try HKBusDataset.encode(network)) == delta.toSHA256)
    }

    @Test func theDeltaHoldsOnlyWhatChanged() {
        let delta = NetworkDelta.between(old, new)

        #expect(delta.fromVersion == 100 && delta.toVersion == 200)
        #expect(delta.stops.map(\.id) == [5, 6, 301].map(Build.kmbStopID))
        #expect(delta.removedStopIDs.isEmpty)
        #expect(
            delta.routes.map(\.key.description)
                == ["KMB:21:O:1", "KMB:4:O:1"].sorted { Build.routeKey($0) < Build.routeKey($1) })
        #expect(delta.removedRouteKeys == [Build.routeKey("KMB:3:O:1")])
    }

    @Test func removedStopsAndRoutesGo() throws {
        // The long route that calls at every stop stays, without stop 8; the other routes calling there go.
        let gone = Build.kmbStopID(8)
        let longRoute = Build.routeKey("KMB:99:O:1")
        let shrunk = try SampleDatasets.loaded(
            Build.network(
                stops: SampleDatasets.old.stops.filter { $0.id != gone },
                routes: SampleDatasets.old.routes.compactMap { route in
                    var route = route
                    if route.key == longRoute { route.stopIDs.removeAll { $0 == gone } }
                    return route.stopIDs.contains(gone) ? nil : route
                }),
            version: 300)
        let delta = NetworkDelta.between(old, shrunk)

        #expect(delta.removedStopIDs == [Build.kmbStopID(8)])
        #expect(!delta.removedRouteKeys.isEmpty)
        #expect(try delta.apply(to: old) == shrunk.network)
    }

    @Test func encodingAndDecodingGiveTheSameDelta() throws {
        let delta = NetworkDelta.between(old, new)

        let decoded = try NetworkDelta.decode(try delta.encoded())

        #expect(decoded == delta)
        #expect(try decoded.encoded() == (try delta.encoded()))
    }

    @Test func equalDatasetsGiveAnEmptyDelta() {
        let delta = NetworkDelta.between(old, old)

        #expect(delta.stops.isEmpty && delta.routes.isEmpty)
        #expect(delta.removedStopIDs.isEmpty && delta.removedRouteKeys.isEmpty)
    }

    @Test func aDeltaAppliedToAnotherBaseIsRefused() throws {
        let delta = NetworkDelta.between(old, new)

        #expect(throws: DeltaFailure.wrongBase(expected: 100, found: 200)) { try delta.apply(to: new) }
    }

    @Test func aDeltaRemovingWhatTheBaseLacksIsRefused() {
        var delta = NetworkDelta.between(old, new)
        delta.removedRouteKeys = [Build.routeKey("KMB:999:O:1")]

        #expect(throws: DeltaFailure.missing("route KMB:999:O:1")) { try delta.apply(to: old) }
    }

    @Test func aDeltaWithAMalformedRouteKeyDoesNotDecode() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: try NetworkDelta.between(old, new).encoded()) as? [String: Any])
        object["removed_routes"] = ["not a key"]

        #expect(throws: DecodingError.self) {
            try NetworkDelta.decode(try JSONSerialization.data(withJSONObject: object))
        }
    }
}
