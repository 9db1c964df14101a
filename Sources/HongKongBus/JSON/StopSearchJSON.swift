import NextStopCore

/// `nextstop stops --json` and `GET /api/v1/stops?q=`: stops matching a name or code, best first.
public struct StopSearchJSON: Codable, Sendable, Hashable {
    public struct Match: Codable, Sendable, Hashable {
        public var stop: StopJSON
        /// How it matched: `code`, `name_prefix`, `word_prefix` or `substring`.
        public var match: String
        /// The routes calling at the stop, each operator's once.
        public var routes: [ServingRouteJSON]
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

    public init(query: String, matches: [StopMatch]) {
        self.query = query
        stops = matches.map { match in
            Match(stop: StopJSON(match.stop), match: Self.name(of: match.kind), routes: match.routes.map(ServingRouteJSON.init))
        }
    }
}

/// A route number of one operator.
public struct ServingRouteJSON: Codable, Sendable, Hashable {
    public var route: String
    public var company: String

    public init(_ serving: ServingRoute) {
        route = serving.route
        company = serving.company.rawValue
    }
}
