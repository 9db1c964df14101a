import AskHongKong
import Foundation
import Testing

@testable import Providers

/// EPD's XML quirks (API-NOTES §AQHI): RFC 822 dates read in English whatever the locale, `-` for no reading,
/// `10+` above ten, an RSS title that carries the reading, CDATA and a stylesheet instruction.
struct AQHIWireTests {
    @Test func rfc822DatesAreReadWithTheirOffset() throws {
        #expect(AQHIWire.date("Mon, 05 Oct 2026 15:00:00 +0800") == (try Date("2026-10-05T07:00:00Z", strategy: .iso8601)))
        #expect(AQHIWire.date("2026-10-05 15:00") == nil)
    }

    @Test func theIndexIsANumberOrTenPlusAndADashIsNone() {
        #expect(AirQualityIndex(wording: "5")?.value == 5)
        #expect(AirQualityIndex(wording: "10+")?.value == 11)
        #expect(AirQualityIndex(wording: "-") == nil)
        #expect(AirQualityIndex(wording: "0") == nil)
        #expect(AirQualityIndex(wording: "12") == nil)
    }

    @Test(arguments: [
        (1, HealthRisk.low), (3, .low), (4, .moderate), (6, .moderate), (7, .high), (8, .veryHigh), (10, .veryHigh),
        (11, .serious),
    ])
    func eachIndexFallsInItsBand(value: Int, risk: HealthRisk) throws {
        #expect(try #require(AirQualityIndex(value: value)).risk == risk)
    }

    @Test func theRSSFeedIsReadFromItsTitles() throws {
        let items = try AQHIWire.current(from: try fixture("aqhi/aqhi_ind_rss_Eng.xml"))

        #expect(items.count == 18)
        #expect(items.first?.station == "Central/Western")
        #expect(items.first?.aqhi == "4")
    }

    @Test func anItemWithoutAStationOrATimeIsLeftOut() throws {
        let body = Data(
            """
            <AQHI24HrReport><item><type>General Stations</type><StationName>Sha Tin</StationName>\
            <DateTime>Mon, 05 Oct 2026 15:00:00 +0800</DateTime><aqhi>3</aqhi></item>\
            <item><type>General Stations</type><StationName></StationName><DateTime>soon</DateTime><aqhi>3</aqhi></item>\
            </AQHI24HrReport>
            """.utf8)

        let hours = try AQHIWire.hours(from: body)

        #expect(hours.map(\.station) == ["Sha Tin"])
    }
}
