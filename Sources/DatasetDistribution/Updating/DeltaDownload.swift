import Foundation
import NextStopCore
import NextStopDataset

/// Turns the current dataset into the new one with the publisher's delta: downloads the delta (resuming one an
/// earlier run left, as the full file is), applies it and checks the result against the signed checksums. Any
/// failure is thrown for the caller to fall back on the full file.
struct DeltaDownload<Kind: DatasetKind> {
    let url: URL
    let base: LoadedDataset<Kind>
    let file: DistributedFile
    let folder: URL
    let chunkSize: Int
    let connection: PublisherConnection
    let progress: @Sendable (DownloadProgress) -> Void

    /// The new dataset file, byte for byte the publisher's, and its content.
    func run() async throws -> (file: Data, content: Kind.Content) {
        let download = RangedDownload(
            url: url, file: file, deltaBase: base.metadata.version, folder: folder, chunkSize: chunkSize,
            connection: connection, progress: progress
        ) { [base, file, url] body in
            let content = try Kind.applying(delta: body, to: base)
            let data = try Kind.encode(content)
            try file.verify(data, from: url)
            return (file: data, content: content)
        }
        let result = try await download.run()
        PartialDownload.remove(in: folder, sha256: file.sha256, from: base.metadata.version)
        return result
    }
}
