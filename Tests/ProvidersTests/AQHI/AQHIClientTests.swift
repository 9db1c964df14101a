import AskHongKong
import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Feeds an `AQHIClient` EPD's XML feeds in their real shapes and checks the readings and the URLs.
struct AQHIClientTests {
    private let upstream = ScriptedUpstream(baseURL: "https://www.aqhi.gov.hk/epd/ddata/html/out")
    private var client: AQHIClient { AQHIClient(transport: upstream.transport) }

    private func answerAll() throws {
        try upstream.answer("/24aqhi_Eng.xml", status: 200, fixture: "aqhi/24aqhi_Eng.xml")
        try upstream.answer("/aqhi_ind_rss_Eng.xml", status: 200, fixture: "aqhi/aqhi_ind_rss_Eng.xml")
        try upstream.answer("/24pc_Eng.xml", status: 200, fixture: "aqhi/24pc_Eng.xml")
    }

    @Test func thePastDayIsReadForAll18StationsWithTheNewerCurrentHourAdded() async throws {
        try answerAll()

        let air = try await client.airQuality()

        // The current hour and the concentrations are asked at once, so in either order.
        #expect(upstream.requestedURLs.count == 3)
        #expect(
            Set(upstream.requestedURLs) == [
                "https://www.aqhi.gov.hk/epd/ddata/html/out/24aqhi_Eng.xml",
                "https://www.aqhi.gov.hk/epd/ddata/html/out/aqhi_ind_rss_Eng.xml",
                "https://www.aqhi.gov.hk/epd/ddata/html/out/24pc_Eng.xml",
            ])
        #expect(!air.isCached && air.fetchedAt == nil)
        #expect(Set(air.value.readings.keys) == Set(AirQualityStation.all.map(\.en)))
        let mongKok = try #require(air.value.readings["Mong Kok"])
        #expect(mongKok.count == 25)
        #expect(mongKok.last?.index == AirQualityIndex(value: 7))
        #expect(mongKok.last?.time == (try Date("2026-10-05T16:00:00+08:00", strategy: .iso8601)))
    }

    @Test func tenPlusIsElevenAndADashIsAMissingHour() async throws {
        try answerAll()

        let air = try await client.airQuality().value

        let mongKok = try #require(air.readings["Mong Kok"])
        #expect(mongKok[23].index?.description == "10+")
        #expect(mongKok[23].index?.risk == .serious)
        let tapMun = try #require(air.readings["Tap Mun"])
        #expect(tapMun[10].index == nil)
        #expect(tapMun[10].time == (try Date("2026-10-05T02:00:00+08:00", strategy: .iso8601)))
    }

    @Test func eachStationsNewestHourOfPollutantsIsKeptWithoutItsMissingValues() async throws {
        try answerAll()

        let pollutants = try await client.airQuality().value.pollutants

        let mongKok = try #require(pollutants["Mong Kok"])
        #expect(mongKok.time == (try Date("2026-10-05T15:00:00+08:00", strategy: .iso8601)))
        #expect(mongKok.concentrations[.fineParticulates] == 29.5)
        #expect(mongKok.concentrations[.carbonMonoxide] == 845)
        #expect(mongKok.concentrations[.sulphurDioxide] == nil)
        // Tap Mun's 15:00 has no number at all, so its 14:00 stands; Sha Tin's empty SO2 is none.
        #expect(pollutants["Tap Mun"]?.time == (try Date("2026-10-05T14:00:00+08:00", strategy: .iso8601)))
        #expect(pollutants["Tap Mun"]?.concentrations[.ozone] == 102)
        #expect(
            pollutants["Sha Tin"]?.concentrations.keys.sorted { $0.rawValue < $1.rawValue }
                == [.nitrogenDioxide, .ozone, .particulates, .fineParticulates].sorted { $0.rawValue < $1.rawValue })
    }

    @Test func failingCurrentAndPollutantFeedsLeaveThePastDay() async throws {
        try upstream.answer("/24aqhi_Eng.xml", status: 200, fixture: "aqhi/24aqhi_Eng.xml")
        try upstream.answer("/aqhi_ind_rss_Eng.xml", status: 503)
        try upstream.answer("/24pc_Eng.xml", status: 200, body: "<AQHI24HrPollutantConcentration><PollutantConcentration>")

        let air = try await client.airQuality().value

        #expect(air.readings["Mong Kok"]?.count == 24)
        #expect(air.pollutants.isEmpty)
    }

    @Test func upstreamFaultsAreUpstreamErrors() async throws {
        try upstream.answer("/24aqhi_Eng.xml", status: 200, body: "<AQHI24HrReport><item><type>")
        await #expect(throws: UpstreamError.self) { _ = try await client.airQuality() }

        let empty = ScriptedUpstream(baseURL: "https://www.aqhi.gov.hk/epd/ddata/html/out")
        try empty.answer("/24aqhi_Eng.xml", status: 200, body: "<AQHI24HrReport></AQHI24HrReport>")
        await #expect(throws: UpstreamError.empty) { _ = try await AQHIClient(transport: empty.transport).airQuality() }

        let down = ScriptedUpstream(baseURL: "https://www.aqhi.gov.hk/epd/ddata/html/out")
        try down.answer("/24aqhi_Eng.xml", status: 500)
        await #expect(throws: UpstreamError.self) { _ = try await AQHIClient(transport: down.transport).airQuality() }
    }

    @Test func theBaseURLIsConfigurable() async throws {
        let local = ScriptedUpstream(baseURL: "http://127.0.0.1:8080/epd/")
        try local.answer("24aqhi_Eng.xml", status: 200, fixture: "aqhi/24aqhi_Eng.xml")
        try local.answer("aqhi_ind_rss_Eng.xml", status: 200, fixture: "aqhi/aqhi_ind_rss_Eng.xml")

        _ = try await AQHIClient(baseURL: try local.url(""), transport: local.transport).airQuality()

        #expect(local.requestedURLs.first == "http://127.0.0.1:8080/epd/24aqhi_Eng.xml")
    }
}
