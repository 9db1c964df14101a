import Testing

@testable import Providers

/// KMB's all-capitals English names as riders write them.
struct KMBNameTitleCaseTests {
    @Test(arguments: [
        ("CHUK YUEN ESTATE BUS TERMINUS (WT916)", "Chuk Yuen Estate Bus Terminus (WT916)"),
        ("KING'S ROAD", "King's Road"),
        ("MTR TSUEN WAN STATION", "MTR Tsuen Wan Station"),
        ("HSBC MAIN BUILDING", "HSBC Main Building"),
        ("YMCA OF HONG KONG", "YMCA of Hong Kong"), ("THE PEAK", "The Peak"),
        ("TAI PO-TAI WAI ROAD", "Tai Po-Tai Wai Road"),
        ("STAR FERRY, TSIM SHA TSUI", "Star Ferry, Tsim Sha Tsui"),
        ("LOHAS PARK PHASE II", "LOHAS Park Phase II"),
        ("", ""),
    ])
    func capitalsBecomeTitleCaseWithAcronymsKept(_ capitals: String, _ expected: String) {
        #expect(capitals.titleCasedFromCapitals == expected)
    }

    @Test func mixedCaseTextIsLeftAsWritten() {
        #expect("Queen's Road Central, Wan Chai".titleCasedFromCapitals == "Queen's Road Central, Wan Chai")
        #expect("竹園邨總站 (WT916)".titleCasedFromCapitals == "竹園邨總站 (WT916)")
    }
}
