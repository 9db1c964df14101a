import HongKongBus
import NextStopCore
import Testing

@Suite struct CompanyTests {
    @Test func theOperatorFollowsFromTheStopID() {
        #expect(Company(stopID: "18492910339410B1") == .kmb)
        #expect(Company(stopID: "002737") == .ctb)
        #expect(Company(stopID: "18492910339410b1") == nil)
        #expect(Company(stopID: "02737") == nil)
        #expect(Company(stopID: "") == nil)
    }
}
