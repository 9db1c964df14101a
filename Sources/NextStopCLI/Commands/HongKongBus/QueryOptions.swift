import ArgumentParser
import HongKongBus
import NextStopCore

extension Language: ExpressibleByArgument {}

/// Options every query command shares: where the data is, the output format, the language of the table.
struct QueryOptions: ParsableArguments {
    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var upstreamOptions: UpstreamOptions

    @Flag(help: "Print JSON (the documented contract) instead of a table.")
    var json = false

    @Option(help: "Language of names in the table: en, tc or sc.")
    var lang = Language.english

    /// The live upstreams and the network, collecting a dataset first when there is none.
    func context() async throws -> QueryContext {
        let configuration = try upstreamOptions.configuration(dataOptions)
        let upstreams = LiveUpstreams(urls: configuration.upstreams, settings: configuration.upstreamSettings)
        let network = try await NetworkLoader(configuration: configuration, upstreams: upstreams).load()
        return QueryContext(network: network, upstreams: upstreams, language: lang)
    }
}

/// What a query command works with.
struct QueryContext {
    let network: TransitNetwork
    let upstreams: LiveUpstreams
    let language: Language
}
