import Foundation

/// 511's service alerts JSON (API-NOTES §Caltrain, 511 GTFS-Realtime): GTFS-Realtime with PascalCase keys except
/// `cause`, `effect`, `severity_level` and `schedule_relationship`, enums as integers, any key possibly missing
/// (other agencies omit all three enums).
extension FiveOneOneWire {
    struct Alerts: Decodable {
        let timestamp: Int?
        let alerts: [Alert]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            let header = try? container.nestedContainer(keyedBy: DecodingKey.self, forKey: "Header")
            timestamp = header?.looseInt("Timestamp")
            alerts = (try container.decodeIfPresent([DecodingAttempt<Entity>].self, forKey: "Entities") ?? [])
                .compactMap { try? $0.result.get().alert }
        }
    }

    struct Entity: Decodable {
        let alert: Alert?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            let id = container.looseString("Id") ?? ""
            alert = try container.decodeIfPresent(AlertBody.self, forKey: "Alert").map { Alert(id: id, body: $0) }
        }
    }

    struct Alert {
        let id: String
        let body: AlertBody
    }

    struct AlertBody: Decodable {
        let periods: [Period]
        let informed: [Informed]
        let cause: Int?
        let effect: Int?
        let severity: Int?
        let url: String?
        let header: [Translation]
        let description: [Translation]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            periods = container.oneOrMany(Period.self, "ActivePeriods")
            informed = container.oneOrMany(Informed.self, "InformedEntities")
            cause = container.looseInt("cause")
            effect = container.looseInt("effect")
            severity = container.looseInt("severity_level")
            url = container.looseString("Url") ?? Self.translations(container, "Url").first?.text
            header = Self.translations(container, "HeaderText")
            description = Self.translations(container, "DescriptionText")
        }

        private static func translations(_ container: KeyedDecodingContainer<DecodingKey>, _ key: DecodingKey) -> [Translation] {
            guard let text = try? container.nestedContainer(keyedBy: DecodingKey.self, forKey: key) else { return [] }
            return text.oneOrMany(Translation.self, "Translations")
        }
    }

    struct Period: Decodable {
        let start: Int?
        let end: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            start = container.looseInt("Start")
            end = container.looseInt("End")
        }
    }

    struct Informed: Decodable {
        let tripID: String?
        let stopID: String?
        let routeID: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            let trip = try? container.nestedContainer(keyedBy: DecodingKey.self, forKey: "Trip")
            tripID = trip?.looseString("TripId")
            stopID = container.looseString("StopId")
            routeID = container.looseString("RouteId")
        }
    }

    struct Translation: Decodable {
        let text: String
        let language: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            text = container.looseString("Text") ?? ""
            language = container.looseString("Language")
        }
    }
}
