/// Every system the command line assembles, in the order the home page lists them.
enum Systems {
    static let all: [any SystemAssembly] = [
        HongKongBusAssembly(), CaltrainAssembly(), LondonBikesAssembly(), AskHongKongAssembly(),
    ]
}
