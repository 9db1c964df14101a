import Foundation

/// Where a publisher serves one dataset: the folder holding `metadata.json` (`http://host/datasets/hk-bus/`).
public struct DatasetSource: Sendable, Hashable, CustomStringConvertible {
    public static let metadataFileName = "metadata.json"

    /// The folder's URL, ending in `/`; the paths in the metadata are relative to it.
    public let folder: URL

    /// A source given as the folder's URL or as the URL of its `metadata.json`.
    public init(_ text: String) throws(UpdateError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            url.host?.isEmpty == false, url.query == nil, url.fragment == nil
        else { throw .invalidSource(text) }
        var folderText = url.absoluteString
        if folderText.hasSuffix("/" + Self.metadataFileName) {
            folderText.removeLast(Self.metadataFileName.count)
        } else if !folderText.hasSuffix("/") {
            folderText += "/"
        }
        guard let folder = URL(string: folderText) else { throw .invalidSource(text) }
        self.folder = folder
    }

    /// The signed metadata document.
    public var metadataURL: URL { folder.appendingPathComponent(Self.metadataFileName) }

    /// A path from the metadata, resolved against the folder.
    func url(of path: String) throws(UpdateError) -> URL {
        guard !path.isEmpty, let url = URL(string: path, relativeTo: folder)?.absoluteURL else {
            throw .badAnswer(url: metadataURL.absoluteString, reason: "the metadata names the path \"\(path)\"")
        }
        return url
    }

    public var description: String { folder.absoluteString }
}
