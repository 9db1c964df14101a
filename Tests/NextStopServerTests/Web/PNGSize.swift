import Hummingbird

/// The pixel size a PNG's header declares.
struct PNGSize: Equatable {
    var width: Int
    var height: Int

    /// A size in pixels.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size in `buffer`'s IHDR chunk, or `nil` when the buffer is not a PNG.
    init?(_ buffer: ByteBuffer) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard buffer.getBytes(at: buffer.readerIndex, length: 8) == signature,
            let width = buffer.getInteger(at: buffer.readerIndex + 16, as: UInt32.self),
            let height = buffer.getInteger(at: buffer.readerIndex + 20, as: UInt32.self)
        else { return nil }
        self.init(width: Int(width), height: Int(height))
    }
}
