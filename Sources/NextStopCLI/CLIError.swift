/// A failure the command line reports as one line before exiting non-zero.
public struct CLIError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
