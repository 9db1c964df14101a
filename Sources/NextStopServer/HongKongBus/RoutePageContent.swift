import HongKongBus
import NextStopCore

/// The route page: the variant, its stops in order with the chosen one open, and the variants related to it.
struct RoutePageContent {
    /// One stop of the line.
    struct StopRow {
        var seq: Int
        var id: String
        var name: String
        var open: Bool
        var placeholder: Bool
        /// `lat,lon` for the route's map; none for a placeholder, whose position is unknown.
        var position: String?
    }

    /// A link to a related variant.
    struct RelatedLink {
        var href: String
        var label: String
    }

    var key: String
    var route: String
    var company: CompanyBadge
    var origin: String
    var destination: String
    /// "往 Destination" in the page's language.
    var heading: String
    var special: Bool
    var circular: Bool
    var joint: CompanyBadge?
    /// `company:direction` pairs, space-separated, whose departures belong to this line (a joint partner's too).
    var accepts: String
    var stops: [StopRow]
    /// The other direction and the other service types.
    var related: [RelatedLink]
    var hasRelated: Bool

    /// The page of `detail`, `openStop` open when the line calls there, named in the phrases' language.
    init(_ detail: RouteDetail, jointPartner: RouteKey?, openStop: String?, phrases: Phrasebook) {
        let variant = detail.route
        let names = phrases.language.names
        key = variant.key.description
        route = variant.route
        company = CompanyBadge(variant.company, phrases: phrases)
        origin = variant.origin[names]
        destination = variant.destination[names]
        heading = phrases.text("to_destination", ["place": destination])
        special = variant.isSpecialDeparture
        circular = variant.isCircular
        joint = jointPartner.map { CompanyBadge($0.company, phrases: phrases) }
        accepts = ([variant.key] + (jointPartner.map { [$0] } ?? []))
            .map { "\($0.company.rawValue):\($0.direction.rawValue)" }.joined(separator: " ")
        // A stop visited twice opens at its first visit only.
        let openIndex = openStop.flatMap { id in detail.stops.firstIndex { $0.id == id } }
        stops = detail.stops.enumerated().map { index, stop in
            StopRow(
                seq: index + 1, id: stop.id, name: stop.name[names], open: index == openIndex,
                placeholder: stop.isPlaceholder,
                position: stop.isPlaceholder
                    ? nil
                    : String(format: "%.6f,%.6f", stop.coordinate.latitude, stop.coordinate.longitude))
        }
        var related: [RelatedLink] = []
        if let opposite = detail.oppositeDirection {
            related.append(RelatedLink(href: BusLink.route(opposite), label: phrases.text("opposite_direction")))
        }
        related += detail.otherServiceTypes.map { other in
            RelatedLink(
                href: BusLink.route(other.key),
                label: "\(phrases.text("special")) \(other.key.serviceType) · "
                    + phrases.text("to_destination", ["place": other.destination[names]]))
        }
        self.related = related
        hasRelated = !related.isEmpty
    }
}
