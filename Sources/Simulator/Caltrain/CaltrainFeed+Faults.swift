import Foundation

/// Broken copies of a generated feed, as publishers sometimes serve them, for fault injection and tests.
extension CaltrainFeed {
    /// The same feed with file `name` (`stop_times.txt`) holding `contents` instead.
    public func replacing(_ name: String, with contents: Data) -> CaltrainFeed {
        var files = files
        files[name] = contents
        return CaltrainFeed(files: files, summary: summary, modificationDate: modificationDate)
    }

    /// The same feed with an unescaped quote opening the second field of `stop_times.txt`'s first row, as a
    /// hand-edited export can have: a reader that takes it for the start of a quoted field loses every row after it.
    public func withStrayQuoteInStopTimes() -> CaltrainFeed {
        guard var text = files["stop_times.txt"], let header = text.firstIndex(of: UInt8(ascii: "\n")),
            let comma = text[header...].firstIndex(of: UInt8(ascii: ","))
        else { return self }
        text.insert(UInt8(ascii: "\""), at: comma + 1)
        return replacing("stop_times.txt", with: text)
    }
}
