import Foundation

/// Ticketmaster's event search answer (API-NOTES §Ticketmaster): `_embedded.events`, with no `_embedded` at all
/// when nothing matches.
enum TicketmasterWire {
    struct Search: Decodable {
        let events: [Event]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            let embedded = try? container.nestedContainer(keyedBy: DecodingKey.self, forKey: "_embedded")
            events = (try embedded?.decodeIfPresent([DecodingAttempt<Event>].self, forKey: "events") ?? [])
                .compactMap { try? $0.result.get() }
        }
    }

    struct Event: Decodable {
        let id: String
        let name: String
        let url: String?
        let localDate: String?
        let localTime: String?
        let venue: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            id = try container.decode(String.self, forKey: "id")
            name = try container.decode(String.self, forKey: "name")
            url = container.looseString("url")
            let dates = try? container.nestedContainer(keyedBy: DecodingKey.self, forKey: "dates")
            let start = try? dates?.nestedContainer(keyedBy: DecodingKey.self, forKey: "start")
            localDate = start?.looseString("localDate")
            localTime = start?.looseString("localTime")
            let embedded = try? container.nestedContainer(keyedBy: DecodingKey.self, forKey: "_embedded")
            venue = embedded?.oneOrMany(Venue.self, "venues").first?.name
        }
    }

    struct Venue: Decodable {
        let name: String?
    }
}
