import Foundation
import NextStopCore

/// MTR's two open-data hosts: the Next Train API (`getSchedule.php?line=…&sta=…`) and the published station list.
public enum MTREndpoint {
    /// The Next Train API.
    public static let defaultBaseURL = URL(string: "https://rt.data.gov.hk/v1/transport/mtr")!
    /// Where MTR publishes its open-data files.
    public static let defaultDataURL = URL(string: "https://opendata.mtr.com.hk/data")!
    /// The station list's file name under the data URL.
    public static let stationListFile = "mtr_lines_and_stations.csv"

    /// The next trains at `station` on `line`, both ways, under `baseURL`.
    static func schedule(line: String, station: String, baseURL: URL) throws -> URL {
        guard var parts = URLComponents(url: baseURL.appendingPathComponent("getSchedule.php"), resolvingAgainstBaseURL: false)
        else { throw UpstreamError.unreachable(reason: "invalid base URL") }
        parts.queryItems = [URLQueryItem(name: "line", value: line), URLQueryItem(name: "sta", value: station)]
        guard let url = parts.url else { throw UpstreamError.unreachable(reason: "invalid base URL") }
        return url
    }

    /// The station list under `dataURL`.
    static func stationList(dataURL: URL) -> URL { dataURL.appendingPathComponent(stationListFile) }
}
