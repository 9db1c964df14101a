import Foundation
import HongKongBus
import NextStopCore
import Testing

@Suite struct CompanyTests {
    @Test func anOperatorIsAnyShortUpperCaseCode() {
        #expect(Company(rawValue: "KMB") == .kmb)
        #expect(Company(rawValue: "CTB") == .ctb)
        #expect(Company(rawValue: "LWB")?.rawValue == "LWB")
        #expect(Company(rawValue: "NLB1")?.description == "NLB1")
    }

    @Test(arguments: ["", "kmb", "K M B", "KMB:1", "ABCDEFGHI", "九巴"])
    func malformedCodesAreNoOperator(code: String) throws {
        #expect(Company(rawValue: code) == nil)
        let json = Data("[\"\(code)\"]".utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Company].self, from: json) }
    }

    @Test func operatorsOrderByCodeAndEncodeAsTheirCode() throws {
        #expect([Company.kmb, .ctb, Company(rawValue: "LWB")!].sorted() == [.ctb, .kmb, Company(rawValue: "LWB")!])
        #expect(String(decoding: try JSONEncoder().encode([Company.kmb]), as: UTF8.self) == "[\"KMB\"]")
    }
}
