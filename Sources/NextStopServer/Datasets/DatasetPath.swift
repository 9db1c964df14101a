import Hummingbird

/// A datasets route's path, checked: the dataset must be a published one (404 otherwise) and versions whole
/// numbers (400 otherwise) that the store holds (404 otherwise). Every error names the path parameter at fault.
struct DatasetPath {
    let parameters: Parameters
    let publication: DatasetPublication

    /// The path of a request for one of `publications`, by name; 404 when `{dataset}` names none of them.
    init(_ parameters: Parameters, publications: [String: DatasetPublication]) throws {
        guard let name = parameters.get("dataset"), let publication = publications[name] else {
            throw APIError(.notFound, "This server does not publish that dataset.", field: "dataset")
        }
        self.parameters = parameters
        self.publication = publication
    }

    /// The version number in parameter `name`; 400 unless it is digits only.
    func version(_ name: String) throws -> Int {
        guard let text = parameters.get(name), !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let version = Int(text)
        else {
            throw APIError(.badRequest, "\(name) must be a dataset version number.", field: name)
        }
        return version
    }

    /// The version number in parameter `name`, which the store must hold; 404 otherwise.
    func storedVersion(_ name: String) throws -> Int {
        let version = try version(name)
        guard try publication.versions().contains(version) else {
            throw APIError(.notFound, "Dataset version \(version) is not available.", field: name)
        }
        return version
    }
}
