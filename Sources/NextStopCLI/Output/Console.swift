import Foundation

/// Unbuffered output, for lines that must show at once even through a pipe (a server's address, progress).
enum Console {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// A line on standard error, for what is said about the run rather than its result.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// A failure the command line reports as one line before exiting non-zero.
public struct CLIError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
