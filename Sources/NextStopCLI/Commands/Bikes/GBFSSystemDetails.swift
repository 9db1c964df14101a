import Foundation
import NextStopCore
import Providers

/// A GBFS system's name, time zone, operator and website, read at start from its `system_information` and kept in
/// `DATA/bikes/<id>/system_information.json`, so that a start while the system cannot be reached still names it.
enum GBFSSystemDetails {
    /// The languages names are read in, first choice first.
    static let languages = ["en"]
    /// Seconds a start waits for the system to answer.
    static let timeout: Double = 5

    /// The details of `system`, fetched through `transport`, else as kept, else none.
    static func load(_ system: ConfiguredBikeSystem, transport: any HTTPTransport, dataDirectory: URL) async
        -> GBFSSystemInformation
    {
        let file = dataDirectory.appendingPathComponent("bikes").appendingPathComponent(system.id)
            .appendingPathComponent("system_information.json")
        let client = GBFSClient(
            discoveryURL: system.discoveryURL, transport: transport, languages: languages, timeout: timeout)
        if let (information, body) = try? await client.systemInformation() {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            // A copy that cannot be kept costs only the name on a start when the system is down.
            try? body.write(to: file, options: .atomic)
            return information
        }
        if let body = FileManager.default.contents(atPath: file.path),
            let kept = try? GBFSClient.systemInformation(from: body, languages: languages)
        {
            return kept
        }
        return GBFSSystemInformation()
    }
}
