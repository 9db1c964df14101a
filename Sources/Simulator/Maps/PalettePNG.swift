import CZlibShim

/// A PNG of 8-bit palette indices (colour type 3): the smallest encoder that gives a browser a real image.
struct PalettePNG {
    let width: Int
    let height: Int
    /// RGB triples, at most 256.
    let palette: [(UInt8, UInt8, UInt8)]
    /// One index into `palette` per pixel, row by row.
    let pixels: [UInt8]

    var encoded: [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 3, 0, 0, 0]
        Self.append(chunk: "IHDR", header, to: &file)
        Self.append(chunk: "PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }, to: &file)
        Self.append(chunk: "IDAT", compressed(rows()), to: &file)
        Self.append(chunk: "IEND", [], to: &file)
        return file
    }

    /// Each row after its filter byte (0: none).
    private func rows() -> [UInt8] {
        var rows: [UInt8] = []
        rows.reserveCapacity((width + 1) * height)
        for row in 0..<height {
            rows.append(0)
            rows += pixels[(row * width)..<((row + 1) * width)]
        }
        return rows
    }

    private func compressed(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeBufferPointer { input in
            compress2(&output, &length, input.baseAddress, uLong(bytes.count), Z_BEST_SPEED)
        }
        precondition(status == Z_OK, "zlib refused a buffer it sized itself")
        return Array(output.prefix(Int(length)))
    }

    private static func append(chunk type: String, _ data: [UInt8], to file: inout [UInt8]) {
        file.appendBigEndian(UInt32(data.count))
        let typed = Array(type.utf8) + data
        file += typed
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        file.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
