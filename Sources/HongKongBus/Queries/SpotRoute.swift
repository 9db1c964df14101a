import NextStopCore

/// A route direction calling at a spot: which variant, at which of the spot's stops, at which position.
struct SpotRoute: Sendable, Hashable {
    /// The direction slot in `RouteDirectionCatalog.directions`.
    var slot: Int32
    /// The variant's index in the network's routes.
    var route: Int32
    /// The stop's index in the network's stops.
    var stop: Int32
    /// The first position of the stop on the variant.
    var position: Int32
}
