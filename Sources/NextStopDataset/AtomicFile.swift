import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Durable file operations: a reader sees the old file or the new one, never half of one, even after a crash.
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public let operation: String
        public let path: String
        public let code: Int32
        public var description: String { "\(operation) \(path) failed: \(String(cString: strerror(code)))" }
    }

    /// Writes beside the target, flushes to disk, renames over the target, then flushes the folder.
    public static func write(_ data: Data, to url: URL, permissions: mode_t = 0o644) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try writeDurably(data, to: temporary, permissions: permissions)
            try rename(temporary, to: url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Writes beside the target and renames over it without flushing either: readers see the old file or the new
    /// one, but a crash may leave the new one part-written. Only for files that can be made again and that carry a
    /// check of their own.
    public static func replace(_ data: Data, at url: URL, permissions: mode_t = 0o644) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            guard
                FileManager.default.createFile(
                    atPath: temporary.path, contents: data, attributes: [.posixPermissions: permissions])
            else {
                throw Failure(operation: "create", path: temporary.path, code: errno)
            }
            guard Foundation.rename(temporary.path, url.path) == 0 else {
                throw Failure(operation: "rename", path: url.path, code: errno)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Writes a file that must not exist yet, whole: written beside and flushed, then linked into place, which fails
    /// if another process got there first. Returns false, writing nothing, when the file already exists.
    public static func create(_ data: Data, at url: URL, permissions: mode_t = 0o644) throws -> Bool {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        defer { try? FileManager.default.removeItem(at: temporary) }
        try writeDurably(data, to: temporary, permissions: permissions)
        guard link(temporary.path, url.path) == 0 else {
            if errno == EEXIST { return false }
            throw Failure(operation: "link", path: url.path, code: errno)
        }
        try syncFolder(url.deletingLastPathComponent())
        return true
    }

    /// Writes a new file and flushes it to disk before returning.
    public static func writeDurably(_ data: Data, to url: URL, permissions: mode_t = 0o644) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, permissions)
        guard descriptor >= 0 else { throw Failure(operation: "open", path: url.path, code: errno) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Failure(operation: "write", path: url.path, code: errno)
                }
                offset += written
            }
        }
        guard fsync(descriptor) == 0 else { throw Failure(operation: "fsync", path: url.path, code: errno) }
    }

    /// Renames a file or folder over another atomically, then flushes the parent folder so the rename survives a crash.
    public static func rename(_ source: URL, to destination: URL) throws {
        guard Foundation.rename(source.path, destination.path) == 0 else {
            throw Failure(operation: "rename", path: destination.path, code: errno)
        }
        try syncFolder(destination.deletingLastPathComponent())
    }

    /// Flushes a folder's entries to disk.
    public static func syncFolder(_ url: URL) throws {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(operation: "open", path: url.path, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw Failure(operation: "fsync", path: url.path, code: errno) }
    }
}
