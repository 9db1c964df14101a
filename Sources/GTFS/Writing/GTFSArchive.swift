import Foundation
internal import ZIPFoundation

/// A feed's files zipped as publishers ship them: deflated entries at the archive's root, in the order given, every
/// entry dated `modifiedAt` so that equal feeds zip to equal bytes.
public enum GTFSArchive {
    public static func zip(_ files: [(name: String, data: Data)], modifiedAt: Date) throws -> Data {
        let archive = try Archive(accessMode: .create)
        for (name, data) in files {
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(data.count), modificationDate: modifiedAt,
                compressionMethod: .deflate
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }
}
