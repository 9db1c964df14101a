import Foundation
import NextStopCore

/// What a push message carries, as the web app's service worker shows it: a title, a text, the page a tap opens, and
/// a tag under which a newer notification replaces an older one. The one definition of the shape.
public struct NotificationPayload: JSONWritable, Sendable, Hashable {
    public let title: String
    public let body: String
    /// A path of the web app.
    public let url: String
    public let tag: String

    public init(title: String, body: String, url: String, tag: String) {
        self.title = title
        self.body = body
        self.url = url
        self.tag = tag
    }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("body", body)
            object.member("tag", tag)
            object.member("title", title)
            object.member("url", url)
        }
    }
}
