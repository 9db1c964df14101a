import HongKongBus
import NextStopCore

extension KMBWire.RouteRecord {
    var summary: RouteSummary {
        RouteSummary(
            key: RouteKey(company: .kmb, route: route, direction: direction, serviceType: serviceType),
            origin: origin.titleCasedEnglish,
            destination: destination.titleCasedEnglish
        )
    }
}

extension KMBWire.StopRecord {
    var stop: Stop { Stop(id: id, company: .kmb, name: name.titleCasedEnglish, coordinate: coordinate) }
}

extension KMBWire.RouteStopRecord {
    var row: RouteStopRow {
        RouteStopRow(
            key: RouteKey(company: .kmb, route: route, direction: direction, serviceType: serviceType),
            sequence: sequence,
            stopID: stopID
        )
    }
}

extension KMBWire.ETARecord {
    /// KMB rows do not name their stop; the caller knows which stop it asked about.
    var arrival: UpstreamArrival {
        UpstreamArrival(
            company: .kmb, route: route, direction: direction, serviceType: serviceType, sequence: sequence,
            destination: destination.titleCasedEnglish, etaSequence: etaSequence, eta: eta, remark: remark,
            dataTimestamp: dataTimestamp
        )
    }
}

extension LocalizedText {
    /// KMB writes English names in capitals only; riders read them in title case, codes and acronyms kept.
    fileprivate var titleCasedEnglish: LocalizedText {
        LocalizedText(en: en.titleCasedFromCapitals, tc: tc, sc: sc)
    }
}
