import Foundation

/// GBFS files checked against the official GBFS JSON schemas by `.ci/gbfs-validate.py` (Python's `jsonschema`): what
/// the tests read, and what the server publishes.
public enum GBFSSchemaCheck {
    /// The repository this package is checked out in.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// MobilityData's schemas, as `../shared` holds them: `v2.3`, `v3.0`.
    public static let officialSchemas = repository.deletingLastPathComponent()
        .appendingPathComponent("shared/anycity-data/gbfs-schemas")

    /// Each `<name>.json` of `documents` against `schemas`' file of that name; unless `schemaOnly`, also whether the
    /// station files agree (every status has its station and the other way round, vehicle types sum to the bikes).
    /// Returns whether all passed, and the validator's report.
    public static func run(schemas: URL, documents: URL, schemaOnly: Bool = false) async throws -> (
        passed: Bool, report: String
    ) {
        let report = documents.appendingPathComponent("report.txt.out")
        FileManager.default.createFile(atPath: report.path, contents: nil)
        let validator = Process()
        validator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        validator.arguments =
            ["python3", repository.appendingPathComponent(".ci/gbfs-validate.py").path, schemas.path, documents.path]
            + (schemaOnly ? ["--schema-only"] : [])
        let output = try FileHandle(forWritingTo: report)
        validator.standardOutput = output
        validator.standardError = output
        // Waited for without blocking a thread of the shared pool, which the other tests run on.
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            validator.terminationHandler = { _ in finished.resume() }
            do { try validator.run() } catch { finished.resume() }
        }
        try output.close()
        let text = try String(contentsOf: report, encoding: .utf8)
        try? FileManager.default.removeItem(at: report)
        return (validator.terminationStatus == 0, text)
    }
}
