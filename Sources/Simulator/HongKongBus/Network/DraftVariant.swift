import HongKongBus
import NextStopCore

/// A route variant while the generator is still shaping it: visits to sites rather than stop ids.
struct DraftVariant: Sendable {
    var route: String
    var direction: Direction
    var serviceType: Int
    var visits: [Visit]
    var isJoint = false
    /// For a circular variant, the position of its far end, which names its destination.
    var turningIndex: Int?

    var isCircular: Bool { turningIndex != nil }

    /// The finished variant: stop ids, and origin and destination named after the places at its ends.
    func variant(company: Company, sites: [Site]) -> RouteVariant {
        let origin = sites[visits[0].site].placeName
        var destination = sites[visits[visits.count - 1].site].placeName
        if let turningIndex {
            let place = sites[visits[turningIndex].site].placeName
            destination = LocalizedText(en: place.en + " (CIRCULAR)", tc: place.tc + " (循環線)", sc: place.sc + " (循环线)")
        }
        return RouteVariant(
            key: RouteKey(company: company, route: route, direction: direction, serviceType: serviceType),
            origin: origin,
            destination: destination,
            stopIDs: visits.map { sites[$0.site].stopID($0.side) }
        )
    }
}
