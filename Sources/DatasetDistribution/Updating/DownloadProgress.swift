/// How far a download has come.
public struct DownloadProgress: Sendable, Hashable {
    /// Bytes of the file received so far, counting those an earlier run left in a partial file.
    public var bytesReceived: Int
    /// The file's size as served (compressed, when gzip), once the publisher has said.
    public var bytesExpected: Int?

    public init(bytesReceived: Int, bytesExpected: Int?) {
        self.bytesReceived = bytesReceived
        self.bytesExpected = bytesExpected
    }
}
