import Foundation

/// The names of the files a version folder holds besides the dataset file.
public enum VersionFile {
    public static let metadata = "metadata.json"
    public static let report = "validation_report.json"
    /// The signed metadata clients fetch (written by the publisher, or as received by a mirror).
    public static let published = "published.json"
    /// The dataset decoded, for loads that skip parsing (see `DatasetSnapshot`).
    public static let snapshot = "snapshot.bin"
}

/// The versioned datasets of one kind (`hk-bus`) in the data directory.
///
/// Layout: `versions/<version>/` holds the dataset file, `metadata.json`, `validation_report.json` and, for kinds
/// that keep one, `snapshot.bin`; `current` names the version in use; `rejected/<version>/` keeps the reports of
/// datasets that failed validation. A version folder is written under a hidden staging name and renamed into place
/// whole, and `current` is replaced atomically, so a crash at any point leaves the previous dataset current and
/// intact. Processes that publish into one data
/// directory (a collection run by hand beside a server that collects on its own) take turns under `.publish.lock`.
public struct DatasetStore<Kind: DatasetKind>: Sendable {
    /// The dataset's name (`Kind.name`), which is also its folder's.
    public let dataset: String
    public let folder: URL
    let keptVersions: Int

    public init(dataDirectory: URL, keptVersions: Int = 7) {
        dataset = Kind.name
        folder = dataDirectory.appendingPathComponent(dataset, isDirectory: true)
        self.keptVersions = keptVersions
    }

    var versionsFolder: URL { folder.appendingPathComponent("versions", isDirectory: true) }
    var rejectedFolder: URL { folder.appendingPathComponent("rejected", isDirectory: true) }
    var currentPointer: URL { folder.appendingPathComponent("current") }
    var publishLock: URL { folder.appendingPathComponent(".publish.lock") }

    /// The folder of one version.
    public func folder(of version: Int) -> URL { versionsFolder.appendingPathComponent(String(version), isDirectory: true) }

    /// The version in use, if any.
    public func currentVersion() throws -> Int? {
        guard let text = try? String(contentsOf: currentPointer, encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Complete versions in the store, oldest first.
    public func versions() throws -> [Int] { try numberedFolders(in: versionsFolder) }

    /// A version number for a dataset collected now: unix seconds, and always above every stored version.
    public func nextVersion(at date: Date) throws -> Int {
        let seconds = Int(date.timeIntervalSince1970)
        let newest = max(try versions().last ?? 0, try numberedFolders(in: rejectedFolder).last ?? 0)
        return max(seconds, newest + 1)
    }

    /// The metadata of a stored version.
    public func metadata(of version: Int) throws -> DatasetMetadata<Kind> {
        try DatasetMetadata<Kind>.decode(try metadataFile(of: version))
    }

    private func metadataFile(of version: Int) throws -> Data {
        let url = folder(of: version).appendingPathComponent(VersionFile.metadata)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw DatasetStoreError.missingVersion(version) }
        return data
    }

    /// The version whose signed metadata clients are offered: the current version once it is signed, else the newest
    /// older one that is. A version made current unsigned (by a collection run by hand beside a running server, which
    /// signs it when it notices) so leaves clients with the previous version rather than with nothing.
    public func publishedVersion() throws -> Int? {
        guard let current = try currentVersion() else { return nil }
        return try versions().filter { $0 <= current }.last { version in
            FileManager.default.fileExists(atPath: folder(of: version).appendingPathComponent(VersionFile.published).path)
        }
    }

    /// Reads and verifies the current dataset.
    public func loadCurrent() throws -> LoadedDataset<Kind> {
        guard let version = try currentVersion() else { throw DatasetStoreError.noCurrentDataset(folder: folder.path) }
        return try load(version: version)
    }

    /// Reads a stored version: from its snapshot when it has one made with its metadata, else from the dataset
    /// file, refused if its bytes do not match the recorded sha256, and then leaving a snapshot for the next load.
    public func load(version: Int) throws -> LoadedDataset<Kind> {
        let folder = folder(of: version)
        let metadataFile = try metadataFile(of: version)
        if let dataset = try? DatasetSnapshot<Kind>.read(in: folder, metadataFile: metadataFile) { return dataset }
        let metadata = try DatasetMetadata<Kind>.decode(metadataFile)
        let url = folder.appendingPathComponent(metadata.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw DatasetStoreError.missingVersion(version) }
        guard Checksums.sha256Hex(data) == metadata.sha256Checksum else {
            throw DatasetStoreError.checksumMismatch(version: version)
        }
        let dataset = LoadedDataset(metadata: metadata, content: try Kind.decode(data))
        // A read-only data directory still serves; it only decodes the file again next time.
        try? DatasetSnapshot.write(dataset, metadataFile: metadataFile, in: folder)
        return dataset
    }

    /// Stores a validated dataset as a new version and makes it current; older versions beyond the kept number go.
    /// `extraFiles` (such as the signed metadata a client received) are written into the version folder with it, and
    /// the snapshot of `content`, the dataset decoded, when given.
    public func publish(
        dataset: Data, metadata: DatasetMetadata<Kind>, report: Data, extraFiles: [String: Data] = [:],
        content: Kind.Content? = nil
    ) throws {
        try exclusively {
            if let current = try currentVersion(), metadata.version <= current {
                throw DatasetStoreError.versionNotNewer(version: metadata.version, current: current)
            }
            let metadataFile = try metadata.encoded()
            var files = [metadata.fileName: dataset, VersionFile.metadata: metadataFile, VersionFile.report: report]
            if let content,
                let snapshot = try DatasetSnapshot.encoded(
                    LoadedDataset(metadata: metadata, content: content), metadataFile: metadataFile)
            {
                files[VersionFile.snapshot] = snapshot
            }
            try writeWhole(folder(of: metadata.version), files: files.merging(extraFiles) { own, _ in own })
            try makeCurrent(version: metadata.version)
            try prune(versionsFolder, keeping: keptVersions, except: metadata.version)
        }
    }

    /// Keeps the report of a dataset that failed validation; the current dataset stays as it is.
    public func reject(version: Int, report: Data) throws {
        try exclusively {
            try writeWhole(
                rejectedFolder.appendingPathComponent(String(version), isDirectory: true),
                files: [VersionFile.report: report])
            try prune(rejectedFolder, keeping: keptVersions, except: nil)
        }
    }

    /// Points `current` at a stored version.
    public func makeCurrent(version: Int) throws {
        guard try versions().contains(version) else { throw DatasetStoreError.missingVersion(version) }
        try AtomicFile.write(Data("\(version)\n".utf8), to: currentPointer)
    }

    /// Removes staging folders that a crashed run left behind; under the publish lock, so never one that another
    /// process is writing.
    public func removeAbandonedStaging() {
        try? exclusively {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries where entry.hasPrefix(".staging-") {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry))
            }
        }
    }

    /// Runs `body` holding the publish lock, waiting for another process's publication to finish first.
    private func exclusively<Value>(_ body: () throws -> Value) throws -> Value {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lock = try FileLock(waitingFor: publishLock)
        return try withExtendedLifetime(lock) { try body() }
    }

    /// Writes files into a hidden staging folder, then renames it to `destination` in one step.
    private func writeWhole(_ destination: URL, files: [String: Data]) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let staging = folder.appendingPathComponent(
            ".staging-\(destination.lastPathComponent)-\(UUID().uuidString)", isDirectory: true)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            for (name, data) in files { try AtomicFile.writeDurably(data, to: staging.appendingPathComponent(name)) }
            try AtomicFile.syncFolder(staging)
            try? manager.removeItem(at: destination)
            try AtomicFile.rename(staging, to: destination)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }

    /// Removes the oldest folders beyond `count`, never `kept`, the current version or the one clients are offered.
    private func prune(_ parent: URL, keeping count: Int, except kept: Int?) throws {
        let protected = Set([kept, try currentVersion(), try publishedVersion()].compactMap { $0 })
        let removable = try numberedFolders(in: parent).filter { !protected.contains($0) }
        let keepOthers = max(0, count - (kept == nil ? 0 : 1))
        for version in removable.dropLast(keepOthers) {
            try FileManager.default.removeItem(at: parent.appendingPathComponent(String(version)))
        }
    }

    private func numberedFolders(in parent: URL) throws -> [Int] {
        guard FileManager.default.fileExists(atPath: parent.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: parent.path).compactMap(Int.init).sorted()
    }
}

/// A published dataset read back from the store, its checksum verified, decoded once.
public struct LoadedDataset<Kind: DatasetKind>: Sendable {
    public var metadata: DatasetMetadata<Kind>
    public var content: Kind.Content

    public init(metadata: DatasetMetadata<Kind>, content: Kind.Content) {
        self.metadata = metadata
        self.content = content
    }
}
