import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A secret kept in a file only its owner can read (mode 0600), such as a private key: read, refusing a file its
/// group or others may read, or created once, so that two processes starting together end up with the same secret.
public enum OwnerOnlyFile {
    /// Why the file could not be used.
    public enum Problem: Error, Sendable, Hashable {
        case unreadable
        case tooOpen(mode: Int)
    }

    /// The file's text, without surrounding white space.
    public static func read(_ url: URL) throws(Problem) -> String {
        var status = stat()
        guard stat(url.path, &status) == 0, let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable
        }
        let mode = Int(status.st_mode) & 0o777
        guard mode & 0o077 == 0 else { throw .tooOpen(mode: mode) }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The file's text, or `made()` written as a new file when there is none; `created` says which. When another
    /// process creates the file first, its text is read instead.
    public static func readOrCreate(_ url: URL, made: () -> String) throws -> (text: String, created: Bool) {
        if FileManager.default.fileExists(atPath: url.path) { return (try read(url), false) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = made()
        guard try AtomicFile.create(Data((text + "\n").utf8), at: url, permissions: 0o600) else {
            return (try read(url), false)
        }
        return (text, true)
    }
}
