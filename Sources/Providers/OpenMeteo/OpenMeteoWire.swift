import Foundation

/// Open-Meteo's forecast answer (API-NOTES §Open-Meteo): one object for one place, a top-level list for several;
/// `current.time` is local time without an offset, to be read with `utc_offset_seconds`.
enum OpenMeteoWire {
    /// One place or a list of them, always as a list.
    struct Places: Decodable {
        let places: [Place]

        init(from decoder: any Decoder) throws {
            if let list = try? [Place](from: decoder) {
                places = list
            } else {
                places = [try Place(from: decoder)]
            }
        }
    }

    struct Place: Decodable {
        let utcOffsetSeconds: Int
        let current: Current?

        enum CodingKeys: String, CodingKey {
            case current
            case utcOffsetSeconds = "utc_offset_seconds"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            utcOffsetSeconds = try container.decodeIfPresent(Int.self, forKey: .utcOffsetSeconds) ?? 0
            current = try? container.decodeIfPresent(Current.self, forKey: .current)
        }
    }

    struct Current: Decodable {
        let time: String
        let temperature: Double?
        let weatherCode: Int?

        enum CodingKeys: String, CodingKey {
            case time
            case temperature = "temperature_2m"
            case weatherCode = "weather_code"
        }
    }

    /// The error body: `{"reason": "…", "error": true}`.
    struct Failure: Decodable {
        let error: Bool
    }
}
