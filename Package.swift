// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "NextStop",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "nextstop", targets: ["nextstop"]),
        .library(name: "NextStopCore", targets: ["NextStopCore"]),
        .library(name: "Providers", targets: ["Providers"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-protobuf.git", from: "1.39.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        .target(name: "NextStopCore", exclude: ["README.md"]),
        .target(name: "HongKongBus", dependencies: ["NextStopCore", "GTFS"], exclude: ["README.md"]),
        .target(
            name: "GTFS",
            dependencies: ["NextStopCore", "CZlibShim", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            exclude: ["README.md"]),
        .target(name: "Caltrain", dependencies: ["NextStopCore", "GTFS"], exclude: ["README.md"]),
        .target(name: "Bikes", dependencies: ["NextStopCore"], exclude: ["README.md"]),
        .target(name: "AskHongKong", dependencies: ["NextStopCore"], exclude: ["README.md"]),
        .target(name: "HongKongRail", dependencies: ["NextStopCore"], exclude: ["README.md"]),
        .target(
            name: "Providers",
            dependencies: [
                "NextStopCore", "HongKongBus", "HongKongRail", "Caltrain", "Bikes", "AskHongKong",
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            exclude: ["README.md"]),
        .systemLibrary(name: "CZlibShim", path: "Sources/CZlibShim"),
        .target(
            name: "NextStopDataset",
            dependencies: ["NextStopCore", "CZlibShim", .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["README.md"]
        ),
        .target(
            name: "HongKongBusDataset", dependencies: ["NextStopCore", "HongKongBus", "NextStopDataset"],
            exclude: ["README.md"]),
        .target(
            name: "Collector",
            dependencies: [
                "NextStopCore", "HongKongBus", "Providers", "NextStopDataset", "HongKongBusDataset", "DatasetDistribution",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["README.md"]
        ),
        .target(
            name: "DatasetDistribution",
            dependencies: ["NextStopCore", "NextStopDataset", .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["README.md"]
        ),
        .target(
            name: "WebPush",
            dependencies: ["NextStopCore", "NextStopDataset", .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["README.md"]
        ),
        .target(
            name: "SQLiteStorage", dependencies: ["NextStopCore", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["README.md"]),
        .target(
            name: "PostgresStorage",
            dependencies: [
                "NextStopCore", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["README.md"]),
        .target(
            name: "Simulator",
            dependencies: [
                "NextStopCore", "HongKongBus", "GTFS", "CZlibShim",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            exclude: ["README.md"]
        ),
        .target(
            name: "LiveTransport",
            dependencies: [
                "NextStopCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            exclude: ["README.md"]
        ),
        .target(
            name: "NextStopCLI",
            dependencies: [
                "NextStopCore", "Providers", "NextStopDataset", "HongKongBusDataset", "HongKongBus", "HongKongRail", "GTFS",
                "Caltrain", "Bikes",
                "AskHongKong", "Collector",
                "Simulator",
                "LiveTransport",
                "NextStopServer", "SQLiteStorage", "PostgresStorage", "DatasetDistribution", "WebPush",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["README.md"]
        ),
        .target(
            name: "NextStopServer",
            dependencies: [
                "NextStopCore", "HongKongBus", "HongKongRail", "GTFS", "Caltrain", "Bikes", "AskHongKong", "Providers",
                "NextStopDataset", "HongKongBusDataset", "WebPush",
                // GTFS's zip reader needs zlib's module map on the search path of every module importing GTFS.
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                // Hummingbird's HTTP/1 channel is NIO's: a handler in it answers what the parser refuses.
                .product(name: "NIOCore", package: "swift-nio"),
                // The accept loop's thread of its own.
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            exclude: ["README.md"],
            resources: [.copy("Web/Templates"), .copy("Web/Public"), .copy("API/OpenAPI")]
        ),
        .executableTarget(name: "nextstop", dependencies: ["NextStopCLI"]),
        .target(name: "NextStopTestSupport", dependencies: ["NextStopCore"], exclude: ["README.md"]),
        .target(
            name: "WebPushTestSupport", dependencies: ["NextStopCore", .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["README.md"]),
        .target(
            name: "HongKongBusTestSupport", dependencies: ["NextStopCore", "HongKongBus", "NextStopTestSupport"],
            exclude: ["README.md"]),

        .testTarget(name: "NextStopCoreTests", dependencies: ["NextStopCore", "NextStopTestSupport"]),
        .testTarget(
            name: "WebPushTests",
            dependencies: [
                "WebPush", "NextStopCore", "NextStopDataset", "NextStopTestSupport", "WebPushTestSupport", "LiveTransport",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(
            name: "GTFSTests",
            dependencies: ["GTFS", "NextStopTestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .testTarget(name: "CaltrainTests", dependencies: ["Caltrain", "GTFS", "NextStopTestSupport"]),
        .testTarget(name: "BikesTests", dependencies: ["Bikes", "NextStopCore"]),
        .testTarget(name: "AskHongKongTests", dependencies: ["AskHongKong", "NextStopCore"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ProvidersTests",
            dependencies: [
                "Providers", "NextStopTestSupport", "Caltrain", "GTFS", "Bikes", "AskHongKong", "HongKongBus", "HongKongRail",
                "HongKongBusTestSupport", .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "NextStopDatasetTests",
            dependencies: [
                "HongKongBusDataset", "NextStopDataset", "HongKongBus", "NextStopTestSupport", "HongKongBusTestSupport",
            ]),
        .testTarget(
            name: "HongKongBusDatasetTests",
            dependencies: [
                "HongKongBusDataset", "NextStopDataset", "HongKongBus", "NextStopTestSupport", "HongKongBusTestSupport",
            ]),
        .testTarget(
            name: "DatasetDistributionTests",
            dependencies: [
                "HongKongBusDataset",
                "DatasetDistribution", "NextStopDataset", "NextStopCore", "NextStopTestSupport", "HongKongBusTestSupport",
            ]
        ),
        .testTarget(
            name: "CollectorTests",
            dependencies: [
                "HongKongBusDataset",
                "Collector", "DatasetDistribution", "Simulator", "LiveTransport", "NextStopTestSupport",
                "HongKongBusTestSupport",
            ]
        ),
        .testTarget(
            name: "HongKongBusTests",
            dependencies: ["HongKongBus", "Providers", "NextStopTestSupport", "HongKongBusTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SQLiteStorageTests",
            dependencies: [
                "SQLiteStorage", "PostgresStorage", "NextStopTestSupport", "HongKongBus",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "PostgresStorageTests",
            dependencies: [
                "PostgresStorage", "NextStopCore", "NextStopTestSupport",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]),
        .testTarget(
            name: "NextStopServerTests",
            dependencies: [
                "HongKongBusDataset",
                "NextStopServer", "SQLiteStorage", "NextStopTestSupport", "HongKongBusTestSupport", "Providers",
                "DatasetDistribution",
                "LiveTransport", "NextStopDataset", "GTFS", "Caltrain", "AskHongKong", "HongKongRail", "Simulator", "WebPush",
                "WebPushTestSupport",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "SimulatorTests",
            dependencies: [
                "Simulator", "LiveTransport", "NextStopTestSupport", "Providers", "Caltrain", "GTFS", "HongKongRail",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        .testTarget(
            name: "LiveTransportTests", dependencies: ["LiveTransport", "Simulator", "NextStopCore", "NextStopTestSupport"]),
        .testTarget(
            name: "NextStopCLITests",
            dependencies: [
                "HongKongBusDataset",
                "NextStopCLI", "Collector", "DatasetDistribution", "NextStopDataset", "NextStopServer", "Providers",
                "Simulator", "NextStopTestSupport", "HongKongBusTestSupport", "HongKongBus", "AskHongKong",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ]
)
