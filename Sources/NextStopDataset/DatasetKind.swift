import Foundation

/// A kind of dataset that goes through the one pipeline (validate → version → sign → publish → distribute): its
/// name, its file's encoding, its summary, its validation and its delta if it has one. The store, the metadata, the
/// signing, the updater and the server's `/datasets/{name}/…` know a dataset only through this protocol; the Hong
/// Kong bus network (`HKBusDataset`) is the first kind.
public protocol DatasetKind: Sendable {
    /// What the dataset file holds once decoded (`BusNetwork`).
    associatedtype Content: Sendable
    /// Counts that describe a version at a glance, in its metadata, its signed metadata and its report.
    associatedtype Summary: Codable & Hashable & Sendable
    /// What a collection noticed on the way, kept in the validation report.
    associatedtype Issues: Codable & Sendable
    /// The thresholds a collected dataset must meet to be published.
    associatedtype Rules: Sendable

    /// The dataset's name (`hk-bus`): its folder in the data directory and its path under `/datasets/`.
    static var name: String { get }
    /// The dataset file's name inside its version folder.
    static var fileName: String { get }
    /// The file format, bumped whenever the layout changes incompatibly.
    static var format: Int { get }

    /// The dataset file's bytes; equal content gives equal bytes.
    static func encode(_ content: Content) throws -> Data
    /// The content a dataset file holds.
    static func decode(_ file: Data) throws -> Content
    /// The summary of some content.
    static func summary(of content: Content) -> Summary
    /// A content hash per item (route key → hash for the buses), so that a client can tell which items changed.
    static func itemHashes(of content: Content) -> [String: String]
    /// Every validation check, passed or not; `previous` summarises the current version, if there is one.
    static func checks(of content: Content, issues: Issues, previous: Summary?, rules: Rules) -> [ValidationCheck]

    /// The delta file that turns `old` into `new`, or `nil` when this kind offers no deltas.
    static func delta(from old: LoadedDataset<Self>, to new: LoadedDataset<Self>) throws -> Data?
    /// The content a delta file makes of `old`; throws when `old` is not the version the delta starts from.
    static func applying(delta: Data, to old: LoadedDataset<Self>) throws -> Content

    /// The layout of this kind's snapshot (see `DatasetSnapshot`), bumped whenever `writeSnapshot` changes; `nil`
    /// when the kind keeps none and every load decodes the dataset file.
    static var snapshotLayout: Int? { get }
    /// Writes the content as snapshot records.
    static func writeSnapshot(of content: Content, to writer: inout SnapshotWriter)
    /// Reads back what `writeSnapshot` wrote.
    static func readSnapshot(from reader: inout SnapshotReader) throws -> Content
}

extension DatasetKind {
    /// No per-item hashes.
    public static func itemHashes(of content: Content) -> [String: String] { [:] }

    /// No deltas: clients always download the whole file.
    public static func delta(from old: LoadedDataset<Self>, to new: LoadedDataset<Self>) throws -> Data? { nil }

    /// No deltas to apply.
    public static func applying(delta: Data, to old: LoadedDataset<Self>) throws -> Content {
        throw DatasetStoreError.noDeltas(dataset: name)
    }

    /// No snapshot.
    public static var snapshotLayout: Int? { nil }

    public static func writeSnapshot(of content: Content, to writer: inout SnapshotWriter) {}

    public static func readSnapshot(from reader: inout SnapshotReader) throws -> Content { throw SnapshotError.otherLayout }
}

/// The outcome of one validation rule.
public struct ValidationCheck: Sendable, Hashable, Codable {
    public var name: String
    public var passed: Bool
    public var detail: String

    public init(name: String, passed: Bool, detail: String) {
        self.name = name
        self.passed = passed
        self.detail = detail
    }
}
