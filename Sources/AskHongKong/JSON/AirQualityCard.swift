import Foundation
import NextStopCore

/// The AQHI gauge of one station: its newest index, risk band, colour and EPD's advice, with its past 24 hours as
/// a small chart's data, its newest pollutant concentrations, and every district's newest index beside it for
/// comparison.
public struct AirQualityCard: Sendable, Hashable, JSONWritable {
    public var station: AirQualityStation
    public var reading: AirQualityReading
    /// The station's past 24 hours, oldest first; a missing hour has no index.
    public var history: [AirQualityReading]
    /// The station's newest hour of pollutant concentrations, when EPD gave one.
    public var pollutants: PollutantReading?
    /// Every station's newest index, the highest first (`AirQuality.ranked`).
    public var districts: [District]
    public var language: Language
    /// EPD, at the reading's hour.
    public var origin: CardOrigin

    /// One station's newest index, as the comparison lists it.
    public struct District: Sendable, Hashable {
        public var station: AirQualityStation
        public var index: AirQualityIndex

        public init(station: AirQualityStation, index: AirQualityIndex) {
            self.station = station
            self.index = index
        }
    }

    public init(
        station: AirQualityStation, reading: AirQualityReading, history: [AirQualityReading],
        pollutants: PollutantReading? = nil, districts: [District], language: Language, origin: CardOrigin
    ) {
        self.station = station
        self.reading = reading
        self.history = history
        self.pollutants = pollutants
        self.districts = districts
        self.language = language
        self.origin = origin
    }

    /// Writes `{"type":"air.aqhi", "value" (11 for 10+), "label" ("10+"), "risk", "risk_name", "colour",
    /// "advice":{"general","higher_risk"}, "history":[{"time","value"}], "pollutants":{"time", "values":[{"pollutant",
    /// "symbol", "name", "ug_m3"}]} (null without), "districts":[{"station", "station_id", "station_type", "value",
    /// "label", "colour"}], "station", "station_type", …}`.
    public func write(to writer: inout JSONWriter) {
        let risk = reading.index?.risk
        writer.object { object in
            object.member("advice", orNull: risk.map { AdviceJSON(risk: $0, language: language) })
            object.member("age_s", origin.age)
            object.member("cached", origin.isCached)
            object.member("colour", orNull: risk?.colour)
            object.member("data_time", orNull: origin.dataTime)
            object.member("districts", districts.map { DistrictJSON(district: $0, language: language) })
            object.member("history", history.map(HourJSON.init))
            object.member("label", orNull: reading.index?.description)
            object.member("pollutants", orNull: pollutants.map { PollutantsJSON(reading: $0, language: language) })
            object.member("risk", orNull: risk?.rawValue)
            object.member("risk_name", orNull: risk?.name[language])
            object.member("source", origin.source)
            object.member("station", station.name(in: language))
            object.member("station_id", station.en)
            object.member("station_type", station.isRoadside ? "roadside" : "general")
            object.member("type", "air.aqhi")
            object.member("value", orNull: reading.index?.value)
        }
    }

    private struct AdviceJSON: JSONWritable {
        let risk: HealthRisk
        let language: Language

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("general", risk.generalAdvice[language])
                object.member("higher_risk", risk.higherRiskAdvice[language])
            }
        }
    }

    private struct DistrictJSON: JSONWritable {
        let district: District
        let language: Language

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("colour", district.index.risk.colour)
                object.member("label", district.index.description)
                object.member("station", district.station.name(in: language))
                object.member("station_id", district.station.en)
                object.member("station_type", district.station.isRoadside ? "roadside" : "general")
                object.member("value", district.index.value)
            }
        }
    }

    private struct PollutantsJSON: JSONWritable {
        let reading: PollutantReading
        let language: Language

        func write(to writer: inout JSONWriter) {
            let measured = Pollutant.allCases.compactMap { pollutant in
                reading.concentrations[pollutant].map { (pollutant, $0) }
            }
            writer.object { object in
                object.member("time", reading.time)
                object.member(
                    "values",
                    measured.map { pollutant, value in
                        ValueJSON(pollutant: pollutant, value: value, language: language)
                    })
            }
        }
    }

    private struct ValueJSON: JSONWritable {
        let pollutant: Pollutant
        let value: Double
        let language: Language

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("name", pollutant.name[language])
                object.member("pollutant", pollutant.rawValue)
                object.member("symbol", pollutant.symbol)
                object.member("ug_m3", value)
            }
        }
    }

    private struct HourJSON: JSONWritable {
        let reading: AirQualityReading

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("time", reading.time)
                object.member("value", orNull: reading.index?.value)
            }
        }
    }
}
