import ArgumentParser
import Foundation
import HongKongBus
import NextStopCore
import Simulator

/// `nextstop bench queries`: dataset load, nearby against a linear scan, route prefix search, A-to-B trips against a
/// scan of every variant, and the upstream calls a nearby page costs, on the simulator's network.
struct BenchQueriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "queries", abstract: "Benchmark loading, nearby, route search and a nearby page's upstream calls.")

    @Option(help: "Network size.")
    var scale = SimulatorScale.hk

    @Option(help: "Queries per measurement.")
    var samples = 20_000

    @Option(help: "Nearby pages whose upstream calls are counted.")
    var pages = 50

    func validate() throws {
        guard samples >= 100, pages >= 1 else { throw ValidationError("--samples must be at least 100 and --pages at least 1") }
    }

    func run() async throws {
        let bench = try await BenchSimulatorDataset.start(scale: scale)
        defer { bench.removeFolder() }
        _ = try await bench.collect()
        var random = SeededGenerator(seed: 2026)

        // The first load decodes the dataset file and writes the snapshot every later load reads.
        let fileSamples = try Stopwatch.samples(runs: 10) {
            try FileManager.default.removeItem(at: try bench.snapshotFile())
            _ = try bench.store.loadCurrent()
        }
        let snapshotSamples = try Stopwatch.samples(runs: 10) { _ = try bench.store.loadCurrent() }
        let network = try bench.store.loadCurrent().network
        let indexSamples = Stopwatch.samples(runs: 10) { TransitNetwork(network).buildEveryIndex() }
        let transit = TransitNetwork(network)
        transit.buildEveryIndex()

        let located = network.stops.filter { !$0.isPlaceholder }
        let points = (0..<samples).map { _ in
            Self.near(located.randomElement(using: &random)!.coordinate, within: 500, using: &random)
        }
        let scan = LinearScanBaseline(stops: network.stops)
        // The index must find exactly the stops the scan finds, or its speed means nothing.
        let mismatches = try points.prefix(200).filter { point in
            Set(try transit.nearby(point, radius: 1_000, limit: 10_000).stops.flatMap(\.stopIDs))
                != Set(scan.nearby(point, radius: 1_000, limit: Int.max))
        }.count
        var pointIterator = points.makeIterator()
        // Every stop and route of the answer is read: the result builds its elements as they are read.
        let nearbySamples = try Stopwatch.samples(runs: samples) {
            let result = try transit.nearby(pointIterator.next()!, radius: 1_000)
            blackHole(result.stops.map(\.distance).count + result.routes.map(\.distance).count)
        }
        pointIterator = points.makeIterator()
        // The search alone: grid lookup, distances and nearest-first selection, before any element is read.
        let searchOnlySamples = try Stopwatch.samples(runs: samples) {
            blackHole(try transit.nearby(pointIterator.next()!, radius: 1_000).stops.count)
        }
        pointIterator = points.makeIterator()
        let scanSamples = Stopwatch.samples(runs: min(samples, 2_000)) {
            _ = scan.nearby(pointIterator.next()!, radius: 1_000, limit: 50)
        }

        let routeNumbers = Array(Set(network.routes.map(\.route)))
        let prefixes = (0..<samples).map { _ -> String in
            let number = routeNumbers.randomElement(using: &random)!
            return String(number.prefix(Int.random(in: 0...number.count, using: &random)))
        }
        var prefixIterator = prefixes.makeIterator()
        let searchSamples = Stopwatch.samples(runs: samples) {
            let result = transit.routes(matching: prefixIterator.next()!)
            blackHole(result.groups.count + result.nextKeys.count)
        }

        let trips = Self.tripEnds(on: network, count: min(samples, 2_000), using: &random)
        var tripIterator = trips.makeIterator()
        var directFound = 0
        let tripSamples = try Stopwatch.samples(runs: trips.count) {
            let (from, to) = tripIterator.next()!
            let plan = try transit.trips(from: .place(from), to: .place(to))
            if plan.options.first?.legs.count == 1 { directFound += 1 }
            blackHole(plan.options.count)
        }
        // The trip index must find every variant a scan of all variants finds, or its speed means nothing.
        let radius = TransitNetwork.tripWalkRadii[0]
        let tripMismatches = try trips.prefix(100).filter { from, to in
            let found = try transit.trips(from: .place(from), to: .place(to), limit: 10_000).options
                .filter { $0.legs.count == 1 }.map { $0.legs[0].route }
            let expected = scan.directRoutes(network.routes, from: from, to: to, radius: radius)
            return !Set(found).isSubset(of: expected) || found.isEmpty != expected.isEmpty
        }.count
        tripIterator = trips.makeIterator()
        let tripScanSamples = Stopwatch.samples(runs: min(trips.count, 200)) {
            let (from, to) = tripIterator.next()!
            blackHole(scan.directRoutes(network.routes, from: from, to: to, radius: radius).count)
        }

        let service = ArrivalsService(network: transit, sources: bench.upstreams.arrivalSources)
        var pageCalls: [Int] = []
        var pageBound: [Int] = []
        for point in points.prefix(pages) {
            let page = try transit.nearby(point, limit: 50)
            let requests = NearbyJSON.arrivalRequests(for: page)
            pageBound.append(Self.callBound(requests, in: transit))
            let before = bench.simulator.counter.total
            _ = await service.arrivals(for: requests)
            pageCalls.append(bench.simulator.counter.total - before)
        }
        await bench.simulator.stop()

        let nearby50 = Stopwatch.percentile(nearbySamples, 0.5)
        let search50 = Stopwatch.percentile(searchOnlySamples, 0.5)
        let scan50 = Stopwatch.percentile(scanSamples, 0.5)
        let trip50 = Stopwatch.percentile(tripSamples, 0.5)
        let tripScan50 = Stopwatch.percentile(tripScanSamples, 0.5)
        print(
            """
            bench queries: \(scale.rawValue) network, \(network.routes.count) routes, \(network.stops.count) stops
              load         from the snapshot median \(BenchFormat.milliseconds(Stopwatch.percentile(snapshotSamples, 0.5))), \
            from network.json (read + sha256 + decode + snapshot written) median \
            \(BenchFormat.milliseconds(Stopwatch.percentile(fileSamples, 0.5))), \
            every index built median \(BenchFormat.milliseconds(Stopwatch.percentile(indexSamples, 0.5)))
              nearby 1 km  p50 \(BenchFormat.microseconds(nearby50)), p99 \(BenchFormat.microseconds(Stopwatch.percentile(nearbySamples, 0.99))) \
            over \(samples) points, every stop and route read; search alone p50 \(BenchFormat.microseconds(search50)); \
            linear scan p50 \(BenchFormat.microseconds(scan50)) → \(BenchFormat.ratio(scan50 / nearby50)) (all read), \
            \(BenchFormat.ratio(scan50 / search50)) (search alone); results differing from the scan: \(mismatches) of 200
              route search p50 \(BenchFormat.microseconds(Stopwatch.percentile(searchSamples, 0.5))), \
            p99 \(BenchFormat.microseconds(Stopwatch.percentile(searchSamples, 0.99))) (prefix + next keys)
              trip A to B  p50 \(BenchFormat.microseconds(trip50)), p99 \(BenchFormat.microseconds(Stopwatch.percentile(tripSamples, 0.99))) \
            over \(trips.count) pairs of places along a route (\(directFound) answered with a direct route); a scan of every \
            variant p50 \(BenchFormat.microseconds(tripScan50)) → \(BenchFormat.ratio(tripScan50 / trip50)); \
            direct answers differing from the scan: \(tripMismatches) of 100
              nearby page  \(pages) pages of 50 rows: upstream calls mean \(Self.mean(pageCalls)), max \(pageCalls.max() ?? 0); \
            bound (distinct KMB stops + Citybus stop-route pairs) mean \(Self.mean(pageBound)); \
            pages over the bound: \(zip(pageCalls, pageBound).filter { $0 > $1 }.count)
            """)
    }

    /// Pairs of places up to 200 m from two stops of one variant, the second at least three stops after the first: trips
    /// that a direct route answers.
    static func tripEnds(on network: BusNetwork, count: Int, using random: inout SeededGenerator) -> [(Coordinate, Coordinate)] {
        let coordinates = Dictionary(network.stops.map { ($0.id, $0.coordinate) }, uniquingKeysWith: { first, _ in first })
        let long = network.routes.filter { $0.stopIDs.count >= 6 }
        return (0..<count).map { _ in
            let route = long.randomElement(using: &random)!
            let board = Int.random(in: 0..<(route.stopIDs.count - 3), using: &random)
            let alight = Int.random(in: (board + 3)..<route.stopIDs.count, using: &random)
            // A placeholder stop has no coordinates: its neighbour on the route stands in for it.
            let place = { (index: Int) in
                let known = (route.stopIDs[index...] + route.stopIDs[..<index]).lazy.compactMap { coordinates[$0] }
                return known.first(where: \.isValid) ?? Coordinate(latitude: 22.3, longitude: 114.17)
            }
            return (near(place(board), within: 200, using: &random), near(place(alight), within: 200, using: &random))
        }
    }

    /// A point up to `metres` from a coordinate, in a random direction.
    static func near(_ coordinate: Coordinate, within metres: Double, using random: inout SeededGenerator) -> Coordinate {
        let distance = Double.random(in: 0...metres, using: &random)
        let bearing = Double.random(in: 0..<(2 * .pi), using: &random)
        let latitude = coordinate.latitude + distance * cos(bearing) / 111_320
        let longitude = coordinate.longitude + distance * sin(bearing) / (111_320 * cos(coordinate.latitude * .pi / 180))
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The aim for a page: one call per distinct KMB stop plus one per distinct Citybus stop and route, counting
    /// the joint partners' stops a merged row also needs.
    static func callBound(_ requests: [ArrivalRequest], in network: TransitNetwork) -> Int {
        var kmbStops = Set<String>()
        var citybusPairs = Set<String>()
        for request in requests {
            for visit in network.visits(atStop: request.stopID) where visit.route.route == request.route {
                var calls = [(visit.route.key, request.stopID)]
                if let joint = network.jointCounterpart(of: visit.route.key, atStop: request.stopID) { calls.append(joint) }
                for (key, stop) in calls {
                    if key.company == .kmb { kmbStops.insert(stop) } else { citybusPairs.insert("\(stop)/\(key.route)") }
                }
            }
        }
        return kmbStops.count + citybusPairs.count
    }

    static func mean(_ values: [Int]) -> String {
        String(format: "%.1f", Double(values.reduce(0, +)) / Double(max(1, values.count)))
    }
}
