import Foundation
import NextStopCore
import NextStopDataset

extension DatasetUpdater {
    /// Installs the version the metadata describes: from the store if it is still there, else through the delta
    /// from the current version when one is offered and works, else from the full file; returns how, with the
    /// version as installed.
    func install(with installer: DatasetInstaller<Kind>, current: Int?, connection: PublisherConnection) async throws
        -> (InstallMethod, LoadedDataset<Kind>)
    {
        if let stored = try installer.reinstateStored() { return (.stored, stored) }
        let metadata = installer.metadata
        var deltaFallback: String?
        if let current, let link = metadata.deltas.first(where: { $0.from == current }) {
            switch try await applyDelta(link, to: current, file: metadata.file, connection: connection) {
            case .success(let result):
                let installed = try installer.install(
                    file: result.file, content: result.content, report: report(.delta, connection))
                return (.delta, installed)
            case .failure(let error):
                deltaFallback = String(describing: error).oneLine
            }
        }
        let url = try source.url(of: metadata.file.path)
        let file = try await RangedDownload(
            url: url, file: metadata.file, deltaBase: nil, folder: store.folder, chunkSize: chunkSize,
            connection: connection, progress: progress
        ) { [file = metadata.file] body in
            try file.verify(body, from: url)
            return body
        }.run()
        // Once verified, the downloaded bytes are either installed or refused for good.
        defer { PartialDownload.remove(in: store.folder, sha256: metadata.file.sha256) }
        let content: Kind.Content
        do {
            content = try Kind.decode(file)
        } catch {
            throw UpdateError.undecodableDataset(url: url.absoluteString, reason: String(describing: error))
        }
        let installed = try installer.install(
            file: file, content: content, report: report(.full, connection, deltaFallback: deltaFallback))
        return (.full, installed)
    }

    /// The new file and content made with the delta from `current`, or why that did not work (any failure, from a
    /// 404 to a checksum mismatch, only sends the update to the full file).
    private func applyDelta(
        _ link: DeltaLink, to current: Int, file: DistributedFile, connection: PublisherConnection
    ) async throws -> Result<(file: Data, content: Kind.Content), any Error> {
        do {
            let delta = DeltaDownload(
                url: try source.url(of: link.path), base: try store.load(version: current), file: file,
                folder: store.folder, chunkSize: chunkSize, connection: connection, progress: progress)
            return .success(try await delta.run())
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return .failure(error)
        }
    }

    private func report(_ method: InstallMethod, _ connection: PublisherConnection, deltaFallback: String? = nil)
        -> UpdateReport
    {
        UpdateReport(
            source: source.description, via: method, bytesDownloaded: connection.bytesReceived,
            installedAt: clock.now(),
            deltaFallback: deltaFallback)
    }
}
