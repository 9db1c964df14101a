import HongKongBus
import NextStopCore

extension CitybusWire.RouteRecord {
    /// Outbound as the record reads, inbound with origin and destination swapped (API-NOTES §Citybus 1).
    var summaries: [RouteSummary] {
        [
            summary(.outbound, from: origin, to: destination),
            summary(.inbound, from: destination, to: origin),
        ]
    }

    private func summary(_ direction: Direction, from origin: LocalizedText, to destination: LocalizedText)
        -> RouteSummary
    {
        RouteSummary(
            key: RouteKey(company: .ctb, route: route, direction: direction, serviceType: 1),
            origin: origin,
            destination: destination
        )
    }
}

extension CitybusWire.RouteStopRecord {
    var row: RouteStopRow {
        RouteStopRow(
            key: RouteKey(company: .ctb, route: route, direction: direction, serviceType: 1),
            sequence: sequence,
            stopID: stopID
        )
    }
}

extension CitybusWire.StopRecord {
    var stop: Stop { Stop(id: id, company: .ctb, name: name, coordinate: coordinate) }
}

extension CitybusWire.ETARecord {
    /// Citybus has no service types; every arrival is taken as type 1.
    var arrival: UpstreamArrival {
        UpstreamArrival(
            company: .ctb, route: route, direction: direction, serviceType: 1, sequence: sequence,
            stopID: stopID, destination: destination, etaSequence: etaSequence, eta: eta, remark: remark,
            dataTimestamp: dataTimestamp
        )
    }
}
