import AskHongKong
import Foundation
import NextStopCore

/// An air quality source with the past three hours at a few stations, or one that fails as EPD down would.
struct StubAir: AirQualitySource {
    var failure: UpstreamError?
    /// Mong Kok's newest index.
    var mongKok = 7

    func airQuality() async throws -> Fetched<AirQuality> {
        if let failure { throw failure }
        let hours = ["07:00", "08:00", "09:00"].map(Stub.time)
        func series(_ values: [Int?]) -> [AirQualityReading] {
            zip(hours, values).map { AirQualityReading(time: $0, index: $1.flatMap(AirQualityIndex.init(value:))) }
        }
        return .live(
            AirQuality(
                readings: [
                    "Mong Kok": series([5, 6, mongKok]), "Central": series([4, 5, 5]), "Central/Western": series([3, 3, 3]),
                    "Sha Tin": series([2, nil, 3]), "Tap Mun": series([1, 1, nil]),
                ],
                pollutants: [
                    "Mong Kok": PollutantReading(
                        time: hours[2], concentrations: [.fineParticulates: 29.5, .nitrogenDioxide: 96, .carbonMonoxide: 845])
                ]))
    }
}
