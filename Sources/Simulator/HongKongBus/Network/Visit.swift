/// One stop on a pattern under construction: a site and the side of the road.
struct Visit: Sendable, Hashable {
    var site: Int
    var side: Site.Side

    /// The outbound pattern along a path of sites: side A throughout.
    static func outbound(along path: [Int]) -> [Visit] { path.map { Visit(site: $0, side: .a) } }

    /// The inbound pattern: side B in reverse, except at the termini, which serve both directions (so a terminus
    /// reports arrivals in both directions, API-NOTES §KMB 4, §Citybus 5).
    static func inbound(along path: [Int]) -> [Visit] {
        path.reversed().enumerated().map { index, site in
            Visit(site: site, side: index == 0 || index == path.count - 1 ? .a : .b)
        }
    }
}
