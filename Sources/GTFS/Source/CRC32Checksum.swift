internal import CZlibShim

/// The CRC-32 a zip archive stores for each entry (IEEE polynomial, reflected), by the system's zlib.
///
/// The zip library's own check runs byte by byte and took a third of a large feed's load time; entries are
/// therefore inflated without it and checked with this instead, so a corrupted archive is still refused.
struct CRC32Checksum {
    /// The checksum of the bytes given so far.
    private(set) var value: UInt32 = 0

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.bindMemory(to: Bytef.self).baseAddress else { return }
        value = UInt32(crc32_z(uLong(value), start, bytes.count))
    }
}
