import Foundation
import NextStopDataset

extension DistributedFile {
    /// Throws `checksumMismatch` naming the first of size, sha256 and md5 in which `data` differs from this file.
    func verify(_ data: Data, from url: URL) throws(UpdateError) {
        let source = url.absoluteString
        guard data.count == sizeBytes else {
            throw .checksumMismatch(
                url: source, detail: "\(data.count) bytes where the signed metadata says \(sizeBytes)")
        }
        let checksums = Checksums(of: data)
        guard checksums.sha256 == sha256 else {
            throw .checksumMismatch(
                url: source, detail: "sha256 \(checksums.sha256) where the signed metadata says \(sha256)")
        }
        guard checksums.md5 == md5 else {
            throw .checksumMismatch(url: source, detail: "md5 \(checksums.md5) where the signed metadata says \(md5)")
        }
    }
}
