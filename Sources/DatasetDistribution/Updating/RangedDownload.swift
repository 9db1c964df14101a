import Foundation
import NextStopCore
import NextStopDataset

/// Downloads a document the publisher serves (the dataset file, or a delta to it), gzip when the publisher offers
/// it, in ranged chunks appended to a `PartialDownload`, resuming what an earlier run left; returns what `accept`
/// makes of the whole document. Bytes that `accept` refuses are dropped, so that the next run starts over.
struct RangedDownload<Value> {
    let url: URL
    /// The dataset file the download ends in: it names the partial file and bounds the document's size.
    let file: DistributedFile
    /// The version a delta starts from; `nil` for the file itself.
    let deltaBase: Int?
    let folder: URL
    let chunkSize: Int
    let connection: PublisherConnection
    let progress: @Sendable (DownloadProgress) -> Void
    /// The value the whole document's bytes (gzip undone) make, or an error when they are not what was signed.
    let accept: (Data) throws -> Value

    /// Most bytes the document may inflate to: the signed size for the file; a delta lists what changed, so it is
    /// never much larger than the whole file.
    private var sizeLimit: Int { deltaBase == nil ? file.sizeBytes : 2 * file.sizeBytes + 65_536 }

    func run() async throws -> Value {
        PartialDownload.removeOthers(in: folder, keeping: file.sha256)
        var partial = PartialDownload.existing(in: folder, sha256: file.sha256, from: deltaBase)
        // A run that stopped between download and install left the whole file: no request needed.
        if let partial, let whole = try? content(of: partial) { return whole }
        var restarted = false
        while true {
            let offset = partial?.length ?? 0
            let response = try await connection.get(
                url, headers: headers(resuming: partial, at: offset), expectedBytes: chunkSize)
            switch response.status {
            case 206:
                let range = try chunkRange(of: response, startingAt: offset, continuing: partial)
                if let partial {
                    try partial.append(response.body)
                } else {
                    partial = try start(with: response)
                }
                progress(DownloadProgress(bytesReceived: range.upperBound + 1, bytesExpected: range.total))
                if range.upperBound + 1 == range.total, let partial { return try verifiedContent(of: partial) }
            case 200:
                // The whole file: the publisher ignores ranges, or the file changed since the partial one began.
                guard !response.body.isEmpty else {
                    throw UpdateError.badAnswer(url: url.absoluteString, reason: "empty body")
                }
                let whole = try start(with: response)
                progress(DownloadProgress(bytesReceived: response.body.count, bytesExpected: response.body.count))
                return try verifiedContent(of: whole)
            case 416 where partial != nil && !restarted:
                // The partial file is longer than the publisher's: it belongs to something else, so start over once.
                partial?.remove()
                partial = nil
                restarted = true
            default:
                throw UpdateError.httpStatus(url: url.absoluteString, status: response.status)
            }
        }
    }

    private func headers(resuming partial: PartialDownload?, at offset: Int) -> [String: String] {
        var headers = [
            "Accept-Encoding": partial?.encoding == .identity ? "identity" : "gzip",
            "Range": "bytes=\(offset)-\(offset + chunkSize - 1)",
        ]
        if let etag = partial?.etag { headers["If-Range"] = etag }
        return headers
    }

    private func encoding(of response: HTTPResponse) -> PartialDownload.Encoding {
        PublisherConnection.isGzip(response) ? .gzip : .identity
    }

    private func start(with response: HTTPResponse) throws -> PartialDownload {
        try PartialDownload.start(
            in: folder, sha256: file.sha256, from: deltaBase, encoding: encoding(of: response),
            etag: response.header("ETag"), with: response.body)
    }

    /// The bytes a 206 carries, which must be the next ones, in the partial file's encoding; a publisher that
    /// answers otherwise cannot be resumed from, so the partial file goes.
    private func chunkRange(
        of response: HTTPResponse, startingAt offset: Int, continuing partial: PartialDownload?
    ) throws -> (upperBound: Int, total: Int) {
        let header = ContentRange(response.header("Content-Range"))
        guard let header, let range = header.range, range.lowerBound == offset, range.count == response.body.count,
            partial.map({ $0.encoding == encoding(of: response) }) ?? true
        else {
            partial?.remove()
            let reason =
                "Content-Range \"\(response.header("Content-Range") ?? "")\" with \(response.body.count) body bytes "
                + "does not continue the download at byte \(offset)"
            throw UpdateError.badAnswer(url: url.absoluteString, reason: reason)
        }
        return (range.upperBound, header.total)
    }

    /// What the partial download holds, once whole; bytes that are not accepted go, so the next run starts over.
    private func verifiedContent(of partial: PartialDownload) throws -> Value {
        do {
            return try content(of: partial)
        } catch {
            partial.remove()
            throw error
        }
    }

    /// What `accept` makes of the partial download's bytes, inflated when gzip.
    private func content(of partial: PartialDownload) throws -> Value {
        let body = try partial.read()
        guard partial.encoding == .gzip else { return try accept(body) }
        let data: Data
        do {
            data = try Gzip.decompress(body, limit: sizeLimit)
        } catch {
            throw UpdateError.checksumMismatch(
                url: url.absoluteString, detail: "the gzip body does not inflate to at most \(sizeLimit) bytes")
        }
        return try accept(data)
    }
}
