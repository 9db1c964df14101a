/// One element of a list, decoded so that its failure does not stop the decoding of the rest.
///
/// Decoding an attempt never throws, so an unkeyed container always moves past the element.
struct DecodingAttempt<Wrapped: Decodable>: Decodable {
    let result: Result<Wrapped, DecodingError>

    init(from decoder: any Decoder) {
        do {
            result = .success(try Wrapped(from: decoder))
        } catch let error as DecodingError {
            result = .failure(error)
        } catch {
            result = .failure(.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "")))
        }
    }
}
