import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset

/// Turns the current dataset into the new one with the publisher's delta: downloads the delta, applies it and
/// checks the result against the signed checksums. Any failure is thrown for the caller to fall back on the full file.
struct DeltaDownload {
    let url: URL
    let base: LoadedDataset
    let file: DistributedFile
    let connection: PublisherConnection
    let progress: @Sendable (DownloadProgress) -> Void

    /// The new dataset file, byte for byte the publisher's, and its network.
    func run() async throws -> (file: Data, network: BusNetwork) {
        let response = try await connection.get(
            url, headers: ["Accept-Encoding": "gzip"], timeout: FullDownload.timeout)
        guard response.status == 200, !response.body.isEmpty else {
            throw UpdateError.httpStatus(url: url.absoluteString, status: response.status)
        }
        progress(DownloadProgress(bytesReceived: response.body.count, bytesExpected: response.body.count))
        // A delta lists what changed, so it is never much larger than the whole file.
        let body = try PublisherConnection.content(of: response, from: url, limit: 2 * file.sizeBytes + 65_536)
        let network = try DatasetDelta.decode(body).apply(to: base)
        let data = try NetworkCodec.encode(network)
        try file.verify(data, from: url)
        return (data, network)
    }
}
