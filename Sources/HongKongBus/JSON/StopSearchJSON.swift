import NextStopCore

/// `nextstop hk stops --json` and `GET /api/v1/stops?q=`: stops matching a name or code, best first.
public struct StopSearchJSON: Sendable, Hashable, JSONWritable {
    public struct Match: Sendable, Hashable, JSONWritable {
        public var stop: StopJSON
        /// How it matched: `code`, `name_prefix`, `word_prefix` or `substring`.
        public var match: String
        /// The routes calling at the stop, each operator's once.
        public var routes: [ServingRouteJSON]
        /// The name of the stop most of its buses call at next, which tells it from a namesake across the road;
        /// absent where every route ends here.
        public var towards: LocalizedText?

        /// Writes how the stop matched, its routes, the stop and which way its buses leave.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("match", match)
                object.member("routes", routes)
                object.member("stop", stop)
                object.member("towards", ifPresent: towards)
            }
        }
    }

    public var query: String
    public var stops: [Match]

    private static func name(of kind: StopMatchKind) -> String {
        switch kind {
        case .stopCode: "code"
        case .namePrefix: "name_prefix"
        case .wordPrefix: "word_prefix"
        case .substring: "substring"
        }
    }

    /// The answer for `matches` of `query` in `network`, which tells each stop's heading.
    public init(query: String, matches: [StopMatch], in network: TransitNetwork) {
        self.query = query
        stops = matches.map { match in
            Match(
                stop: StopJSON(match.stop), match: Self.name(of: match.kind), routes: match.routes.map(ServingRouteJSON.init),
                towards: network.heading(ofStop: match.stop.id)?.name)
        }
    }

    /// Writes the query and its matches.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("query", query)
            object.member("stops", stops)
        }
    }
}

/// A route number of one operator.
public struct ServingRouteJSON: Sendable, Hashable, JSONWritable {
    public var route: String
    public var company: String

    public init(_ serving: ServingRoute) {
        route = serving.route
        company = serving.company.rawValue
    }

    /// Writes the operator and route number.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", company)
            object.member("route", route)
        }
    }
}
