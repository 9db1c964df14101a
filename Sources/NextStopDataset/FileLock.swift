import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock between processes on a file (`flock`), held until this is released or the process dies.
public final class FileLock {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Takes the lock on `url` (created if missing), waiting while another process holds it.
    public convenience init(waitingFor url: URL) throws {
        let descriptor = try Self.open(url)
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(descriptor)
                throw AtomicFile.Failure(operation: "flock", path: url.path, code: code)
            }
        }
        self.init(descriptor: descriptor)
    }

    /// Takes the lock on `url` (created if missing), or answers `nil` at once when another process holds it.
    public static func ifFree(_ url: URL) throws -> FileLock? {
        let descriptor = try open(url)
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return FileLock(descriptor: descriptor)
    }

    deinit { close(descriptor) }

    private static func open(_ url: URL) throws -> Int32 {
        let descriptor = Foundation.open(url.path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw AtomicFile.Failure(operation: "open", path: url.path, code: errno) }
        return descriptor
    }
}
