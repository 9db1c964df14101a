import CZlibShim
import Foundation

/// gzip (RFC 1952) compression and decompression through the system's zlib.
public enum Gzip {
    public struct Failure: Error, CustomStringConvertible {
        public let code: Int32
        public var description: String { "gzip failed (zlib code \(code))" }
    }

    /// zlib's window bits plus 16 select the gzip wrapper rather than raw zlib.
    private static let gzipWindowBits: Int32 = 15 + 16

    public static func compress(_ data: Data, level: Int32 = 9) throws -> Data {
        var stream = z_stream()
        var status = deflateInit2_(
            &stream, level, Z_DEFLATED, gzipWindowBits, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(code: status) }
        defer { deflateEnd(&stream) }
        var output = Data(count: Int(deflateBound(&stream, uLong(data.count))))
        status = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(out.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(code: status) }
        output.count = Int(stream.total_out)
        return output
    }

    /// Inflates a gzip stream, refusing output larger than `limit` bytes.
    public static func decompress(_ data: Data, limit: Int = 512 * 1024 * 1024) throws -> Data {
        var stream = z_stream()
        var status = inflateInit2_(&stream, gzipWindowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(code: status) }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        try data.withUnsafeBytes { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            while true {
                status = chunk.withUnsafeMutableBytes { out in
                    stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                    stream.avail_out = uInt(out.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                guard status == Z_OK || status == Z_STREAM_END else { throw Failure(code: status) }
                output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                guard output.count <= limit else { throw Failure(code: Z_BUF_ERROR) }
                if status == Z_STREAM_END { return }
                // No input left yet room to spare: the stream was cut short.
                if stream.avail_in == 0 && stream.avail_out > 0 { throw Failure(code: Z_DATA_ERROR) }
            }
        }
        return output
    }
}
