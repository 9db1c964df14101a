import Foundation
import NextStopCore

/// One of EPD's AQHI feeds, an XML file under the base URL (API-NOTES §AQHI).
public struct AQHIEndpoint: Sendable, Hashable {
    /// EPD's public feeds.
    public static let defaultBaseURL = URL(string: "https://www.aqhi.gov.hk/epd/ddata/html/out")!

    /// The file's name under the base URL.
    let file: String

    /// The past 24 hours at every station, oldest first.
    static let pastDay = AQHIEndpoint(file: "24aqhi_Eng.xml")
    /// The newest reading at every station, as RSS.
    static let current = AQHIEndpoint(file: "aqhi_ind_rss_Eng.xml")
    /// The past 24 hours' pollutant concentrations at every station.
    static let pollutants = AQHIEndpoint(file: "24pc_Eng.xml")

    /// The feed's URL under `baseURL`.
    func url(baseURL: URL) throws -> URL {
        var base = baseURL.absoluteString
        if base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base + "/" + file) else { throw UpstreamError.unreachable(reason: "invalid base URL") }
        return url
    }
}
