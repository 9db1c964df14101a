/// An agency of `agency.txt`.
public struct Agency: Sendable, Hashable {
    /// `agency_id`; may be absent in single-agency feeds.
    public let id: String?
    /// `agency_name`.
    public let name: String
    /// `agency_url`.
    public let url: String?
    /// `agency_timezone`, an IANA name such as `America/Los_Angeles`.
    public let timeZoneIdentifier: String
    /// `agency_lang`.
    public let language: String?
    /// `agency_phone`.
    public let phone: String?

    /// An agency with the given fields.
    public init(id: String?, name: String, url: String?, timeZoneIdentifier: String, language: String?, phone: String?) {
        self.id = id
        self.name = name
        self.url = url
        self.timeZoneIdentifier = timeZoneIdentifier
        self.language = language
        self.phone = phone
    }
}

/// The first row of `feed_info.txt`: who published the feed, which version, and the dates it covers.
public struct FeedInfo: Sendable, Hashable {
    /// `feed_publisher_name`.
    public let publisherName: String?
    /// `feed_publisher_url`.
    public let publisherURL: String?
    /// `feed_lang`.
    public let language: String?
    /// `feed_version`, e.g. `UTC: 10-Jun-2026 22:25`; worth showing since holiday data has had errors.
    public let version: String?
    /// `feed_start_date`: the first day the publisher vouches for.
    public let startDate: ServiceDate?
    /// `feed_end_date`: the last day the publisher vouches for.
    public let endDate: ServiceDate?

    /// Feed info with the given fields.
    public init(
        publisherName: String?, publisherURL: String?, language: String?, version: String?, startDate: ServiceDate?,
        endDate: ServiceDate?
    ) {
        self.publisherName = publisherName
        self.publisherURL = publisherURL
        self.language = language
        self.version = version
        self.startDate = startDate
        self.endDate = endDate
    }
}
