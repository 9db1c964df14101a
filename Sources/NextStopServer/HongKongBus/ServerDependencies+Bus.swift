import HongKongBus
import NextStopCore

extension ServerDependencies {
    /// Dependencies serving Hong Kong's buses alone, over `live`.
    public init(
        live: LiveNetwork, favourites: any FavouritesStore, operations: ServerOperations = ServerOperations(),
        timeSource: any TimeSource = SystemTimeSource(), publications: [DatasetPublication] = []
    ) {
        self.init(
            favourites: favourites, operations: operations, timeSource: timeSource, publications: publications,
            systems: [.hongKongBus(live: live, favourites: favourites, timeSource: timeSource)])
    }

    /// Dependencies serving Hong Kong's buses alone, over a network that never changes.
    public init(
        network: TransitNetwork, arrivals: ArrivalsService, dataset: DatasetInfo? = nil, favourites: any FavouritesStore,
        operations: ServerOperations = ServerOperations(), timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.init(
            live: LiveNetwork(ServedNetwork(network: network, arrivals: arrivals, dataset: dataset)),
            favourites: favourites, operations: operations, timeSource: timeSource)
    }
}
