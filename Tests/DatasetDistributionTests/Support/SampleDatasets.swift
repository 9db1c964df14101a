import Foundation
import HongKongBus
import HongKongBusDataset
import HongKongBusTestSupport
import NextStopCore
import NextStopDataset
import NextStopTestSupport

/// Two versions of a network large enough to take several download chunks, in the collector's order (stops by
/// id, routes by key), and helpers to store them.
enum SampleDatasets {
    /// 300 KMB stops, 20 routes of 15 stops each and a long route calling at every stop (a dataset has no stop that
    /// no route calls at).
    static let old = canonical(
        BusNetwork(
            stops: (1...300).map { number in
                Build.stop(
                    Build.kmbStopID(number), 22.30 + Double(number) * 0.0001, 114.17 + Double(number % 17) * 0.0003,
                    name: "Stop \(number) Road")
            },
            routes: (1...20).map { number in
                Build.route("KMB:\(number):O:1", (0..<15).map { Build.kmbStopID((number * 7 + $0 * 13) % 300 + 1) })
            } + [Build.route("KMB:99:O:1", (1...300).map(Build.kmbStopID))]))

    /// `old` with two stops renamed, one stop and one route added, one route removed and one route reversed.
    static let new: BusNetwork = {
        var stops = old.stops
        stops[4].name = Build.text("Renamed Stop 5")
        stops[5].name = Build.text("Renamed Stop 6")
        stops.append(Build.stop(Build.kmbStopID(301), 22.4, 114.2, name: "New Terminus"))
        var routes = old.routes.filter { $0.key != Build.routeKey("KMB:3:O:1") }
        if let index = routes.firstIndex(where: { $0.key == Build.routeKey("KMB:4:O:1") }) {
            routes[index].stopIDs.reverse()
        }
        routes.append(Build.route("KMB:21:O:1", [Build.kmbStopID(1), Build.kmbStopID(301)]))
        return canonical(BusNetwork(stops: stops, routes: routes))
    }()

    /// The network as its dataset file gives it back (coordinates rounded), stops by id and routes by key.
    private static func canonical(_ network: BusNetwork) -> BusNetwork {
        let sorted = BusNetwork(
            stops: network.stops.sorted { $0.id < $1.id }, routes: network.routes.sorted { $0.key < $1.key })
        guard let file = try? HKBusDataset.encode(sorted), let stored = try? HKBusDataset.decode(file) else {
            preconditionFailure("a sample network does not encode")
        }
        return stored
    }

    /// The network read back as a stored version would be.
    static func loaded(_ network: BusNetwork, version: Int) throws -> LoadedDataset<HKBusDataset> {
        LoadedDataset(
            metadata: metadata(of: network, file: try HKBusDataset.encode(network), version: version), content: network)
    }

    /// Stores the network as a version and makes it current; returns the dataset file's bytes.
    @discardableResult
    static func publish(_ network: BusNetwork, version: Int, in store: DatasetStore<HKBusDataset>) throws -> Data {
        let file = try HKBusDataset.encode(network)
        try store.publish(
            dataset: file, metadata: metadata(of: network, file: file, version: version), report: Data("{}".utf8))
        return file
    }

    static func metadata(of network: BusNetwork, file: Data, version: Int) -> DatasetMetadata<HKBusDataset> {
        DatasetMetadata<HKBusDataset>(
            describing: network, file: file, version: version, generatedAt: Date(timeIntervalSince1970: Double(version)))
    }
}
