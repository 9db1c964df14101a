import HongKongBus
import NextStopCore
import NextStopDataset

/// The bus network as snapshot records: every stop, then every route variant with its stops as indexes into them.
/// Operator and direction codes go through the string table like names, so a new operator needs no new layout.
enum NetworkSnapshot {
    /// Bumped whenever the records change.
    static let layout = 1

    static func write(_ network: BusNetwork, to writer: inout SnapshotWriter) {
        var indexByID: [String: Int] = [:]
        writer.write(network.stops.count)
        for (index, stop) in network.stops.enumerated() {
            indexByID[stop.id] = indexByID[stop.id] ?? index
            writer.write(stop.id)
            writer.write(stop.company.rawValue)
            write(stop.name, to: &writer)
            writer.write(stop.coordinate.latitude)
            writer.write(stop.coordinate.longitude)
            writer.write(stop.isPlaceholder)
        }
        writer.write(network.routes.count)
        for route in network.routes {
            writer.write(route.company.rawValue)
            writer.write(route.route)
            writer.write(route.direction.rawValue)
            writer.write(route.serviceType)
            write(route.origin, to: &writer)
            write(route.destination, to: &writer)
            // Every stop a variant names is a stop of the network, as the dataset file's indexes require.
            let indexes = route.stopIDs.compactMap { indexByID[$0] }
            writer.write(indexes.count)
            for index in indexes { writer.write(UInt32(index)) }
        }
    }

    static func read(from reader: inout SnapshotReader) throws -> BusNetwork {
        let stopCount = try reader.count(ofRecordsAtLeast: 37)
        var stops: [Stop] = []
        stops.reserveCapacity(stopCount)
        for _ in 0..<stopCount {
            stops.append(
                Stop(
                    id: try reader.string(), company: try company(&reader), name: try text(&reader),
                    coordinate: Coordinate(latitude: try reader.double(), longitude: try reader.double()),
                    isPlaceholder: try reader.bool()))
        }
        let routeCount = try reader.count(ofRecordsAtLeast: 52)
        var routes: [RouteVariant] = []
        routes.reserveCapacity(routeCount)
        for _ in 0..<routeCount {
            let company = try company(&reader)
            let number = try reader.string()
            guard let direction = Direction(rawValue: try reader.string()) else {
                throw SnapshotError.damaged("a direction")
            }
            let key = RouteKey(company: company, route: number, direction: direction, serviceType: try reader.int())
            let origin = try text(&reader)
            let destination = try text(&reader)
            let calls = try reader.count(ofRecordsAtLeast: 4)
            var stopIDs: [String] = []
            stopIDs.reserveCapacity(calls)
            for _ in 0..<calls {
                let index = Int(try reader.uint32())
                guard index < stops.count else { throw SnapshotError.damaged("stop \(index) of \(key)") }
                stopIDs.append(stops[index].id)
            }
            routes.append(RouteVariant(key: key, origin: origin, destination: destination, stopIDs: stopIDs))
        }
        return BusNetwork(stops: stops, routes: routes)
    }

    private static func write(_ text: LocalizedText, to writer: inout SnapshotWriter) {
        writer.write(text.en)
        writer.write(text.tc)
        writer.write(text.sc)
    }

    private static func text(_ reader: inout SnapshotReader) throws -> LocalizedText {
        LocalizedText(en: try reader.string(), tc: try reader.string(), sc: try reader.string())
    }

    private static func company(_ reader: inout SnapshotReader) throws -> Company {
        guard let company = Company(rawValue: try reader.string()) else { throw SnapshotError.damaged("an operator") }
        return company
    }
}
