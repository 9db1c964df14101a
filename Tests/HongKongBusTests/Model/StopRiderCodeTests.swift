import HongKongBus
import NextStopCore
import Testing

/// The code a rider sees at a stop, never an internal id.
struct StopRiderCodeTests {
    private func stop(_ id: String, _ english: String, company: Company = .kmb) -> Stop {
        Stop(
            id: id, company: company, name: LocalizedText(en: english, tc: english, sc: english),
            coordinate: Coordinate(latitude: 22.3, longitude: 114.2))
    }

    @Test func aKMBStopIsKnownByTheCodeEndingItsEnglishName() {
        #expect(stop("18492910339410B1", "CHUK YUEN ESTATE BUS TERMINUS (WT916)").riderCode == "WT916")
        #expect(stop("18492910339410B1", "Star Ferry (tst21)").riderCode == "TST21")
    }

    @Test func aKMBStopWithoutACodeShowsNoneRatherThanItsInternalID() {
        #expect(stop("8DE1DCB39B79D656", "CENTRAL (MAN YIU STREET)").riderCode == nil)
        #expect(stop("8DE1DCB39B79D656", "ROUTE 9 (12)").riderCode == nil)
        #expect(Stop.placeholder(id: "001145", company: .ctb).riderCode == nil)
    }

    @Test func aCitybusStopIsKnownByItsSixDigitNumber() {
        #expect(stop("001145", "Central Pier", company: .ctb).riderCode == "001145")
        #expect(stop("1145", "Central Pier", company: .ctb).riderCode == nil)
    }

    @Test func theGroupNameIsTheNameWithoutItsCodeCaseAside() {
        #expect(stop("18492910339410B1", "CHUK YUEN ESTATE (CY864)").groupName == "chuk yuen estate")
        #expect(stop("18492910339410B2", "Chuk Yuen Estate").groupName == "chuk yuen estate")
        #expect(stop("8DE1DCB39B79D656", "CENTRAL (MAN YIU STREET)").groupName == "central (man yiu street)")
    }
}
