import AskHongKong
import Foundation

/// The Observatory's report shapes, quirks included (API-NOTES §HKO); `HKOWire+Core.swift` maps them to the
/// assistant's model.
enum HKOWire {
    /// A place and its value in a `temperature` or `humidity` list; the place may carry `&amp;`.
    struct Reading: Decodable, Sendable {
        let place: String
        let value: Double

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            place = try record.decode(String.self, forKey: "place").unescapingEntities
            value = try record.decode(Double.self, forKey: "value")
        }
    }

    /// `{"data":[…],"recordTime":…}`; a reading that does not decode is left out, not the report.
    struct ReadingList: Decodable, Sendable {
        let readings: [Reading]
        let recordTime: Date?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            let attempts = try record.decodeIfPresent([DecodingAttempt<Reading>].self, forKey: "data") ?? []
            readings = attempts.compactMap { try? $0.result.get() }
            recordTime = try record.decodeTimestampIfPresent(forKey: "recordTime")
        }
    }

    /// One `uvindex.data` element: `value` may be a fraction (0.4).
    struct UVRecord: Decodable, Sendable {
        let place: String
        let value: Double
        let desc: String
    }

    /// One district's rainfall: `min` only when rain varied; `main` (maintenance) is `"TRUE"`, `"FALSE"`, or `""`
    /// for some districts in tc and sc, which means false (API-NOTES §HKO 3).
    struct RainfallRecord: Decodable, Sendable {
        let place: String
        let max: Double
        let min: Double?
        let underMaintenance: Bool

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            place = try record.decode(String.self, forKey: "place").unescapingEntities
            max = try record.decode(Double.self, forKey: "max")
            min = try record.decodeIfPresent(Double.self, forKey: "min")
            underMaintenance = (try record.decodeIfPresent(String.self, forKey: "main"))?.uppercased() == "TRUE"
        }
    }

    /// `{"data":[…],"startTime":…,"endTime":…}`; a district that does not decode is left out.
    struct RainfallList: Decodable, Sendable {
        let districts: [RainfallRecord]
        let endTime: Date?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            let attempts = try record.decodeIfPresent([DecodingAttempt<RainfallRecord>].self, forKey: "data") ?? []
            districts = attempts.compactMap { try? $0.result.get() }
            endTime = try record.decodeTimestampIfPresent(forKey: "endTime")
        }
    }

    /// A current weather report (`rhrread`).
    struct CurrentReport: Decodable, Sendable {
        let temperature: ReadingList?
        let humidity: ReadingList?
        let rainfall: RainfallList?
        let icons: [Int]
        /// Empty at night, when `uvindex` is `""` (API-NOTES §HKO 2).
        let uv: [UVRecord]
        /// `warningMessage` is `""` when there is none, else a list (API-NOTES §HKO 1).
        let warningMessages: [String]
        let updateTime: Date?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            temperature = try record.decodeIfPresent(ReadingList.self, forKey: "temperature")
            humidity = try record.decodeIfPresent(ReadingList.self, forKey: "humidity")
            rainfall = try? record.decodeIfPresent(RainfallList.self, forKey: "rainfall")
            icons = (try? record.decodeIfPresent([Int].self, forKey: "icon")) ?? []
            uv = (try? record.decode(UVIndex.self, forKey: "uvindex"))?.data ?? []
            warningMessages = (try? record.decode([String].self, forKey: "warningMessage")) ?? []
            updateTime = try record.decodeTimestampIfPresent(forKey: "updateTime")
        }

        private struct UVIndex: Decodable {
            let data: [UVRecord]
        }
    }

    /// `{"value":24,"unit":"C"}`.
    struct Measure: Decodable, Sendable {
        let value: Double
    }

    /// One day of the 9-day forecast: `forecastDate` is `YYYYMMDD` and the icon key is `ForecastIcon`, capital F
    /// (API-NOTES §HKO 5).
    struct ForecastDay: Decodable, Sendable {
        let date: CalendarDay
        let week: String
        let wind: String
        let weather: String
        let maxTemperature: Measure?
        let minTemperature: Measure?
        let maxHumidity: Measure?
        let minHumidity: Measure?
        let icon: Int?
        let chanceOfRain: String?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            let text = try record.decode(String.self, forKey: "forecastDate")
            guard let date = CalendarDay(compact: text) else {
                throw DecodingError.dataCorruptedError(forKey: "forecastDate", in: record, debugDescription: "not YYYYMMDD")
            }
            self.date = date
            week = try record.decodeText(forKey: "week")
            wind = try record.decodeText(forKey: "forecastWind")
            weather = try record.decodeText(forKey: "forecastWeather")
            maxTemperature = try? record.decodeIfPresent(Measure.self, forKey: "forecastMaxtemp")
            minTemperature = try? record.decodeIfPresent(Measure.self, forKey: "forecastMintemp")
            maxHumidity = try? record.decodeIfPresent(Measure.self, forKey: "forecastMaxrh")
            minHumidity = try? record.decodeIfPresent(Measure.self, forKey: "forecastMinrh")
            icon = try? record.decodeIfPresent(Int.self, forKey: "ForecastIcon")
            chanceOfRain = try? record.decodeIfPresent(String.self, forKey: "PSR")
        }
    }

    /// The 9-day forecast (`fnd`).
    struct ForecastReport: Decodable, Sendable {
        let generalSituation: String
        let days: [ForecastDay]
        let updateTime: Date?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            generalSituation = try record.decodeText(forKey: "generalSituation")
            days = try record.decode([ForecastDay].self, forKey: "weatherForecast")
            updateTime = try record.decodeTimestampIfPresent(forKey: "updateTime")
        }
    }

    /// One warning of the summary. For `WFIRE`, `WRAIN` and `WTCSGNL`, `code` is the subtype (`WRAINA`, `TC8SE`).
    struct WarningEntry: Decodable, Sendable {
        let name: String
        let code: String?
        let actionCode: String?
        let issueTime: Date?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            name = try record.decodeText(forKey: "name")
            code = try record.decodeIfPresent(String.self, forKey: "code")
            actionCode = try record.decodeIfPresent(String.self, forKey: "actionCode")
            issueTime = try record.decodeTimestampIfPresent(forKey: "issueTime")
        }
    }

    /// The warning summary (`warnsum`): an object keyed by warning code, `{}` when none is in force.
    struct WarningSummary: Decodable, Sendable {
        /// By warning code, in code order.
        let entries: [(code: String, entry: WarningEntry)]

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            entries = try record.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                (key.stringValue, try record.decode(WarningEntry.self, forKey: key))
            }
        }
    }
}

extension String {
    /// The text with the HTML entities the Observatory sometimes leaves in names (`Central &amp; Western`) decoded.
    var unescapingEntities: String {
        guard contains("&") else { return self }
        return replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
