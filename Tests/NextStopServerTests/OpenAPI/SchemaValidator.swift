/// Checks JSON values against the subset of JSON Schema the OpenAPI document uses, following `$ref` within it.
///
/// A keyword outside the subset is reported as a violation rather than skipped, so a schema never claims more than
/// is checked.
struct SchemaValidator {
    /// Keywords that constrain a value, each of which is checked: `contentMediaType` and `contentSchema` too, which
    /// JSON Schema leaves to the application.
    static let assertions: Set<String> = [
        "$ref", "type", "enum", "properties", "required", "additionalProperties", "items", "prefixItems", "anyOf", "oneOf",
        "format", "pattern", "minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems", "contentMediaType",
        "contentSchema",
    ]
    /// Keywords that only describe a value.
    static let annotations: Set<String> = ["description", "title", "default"]

    /// The document `$ref`s point into.
    let document: JSONValue

    /// Every way `value` breaks `schema`, each starting with where in the value (`$.routes[0].key`); empty when it
    /// conforms.
    func violations(of schema: JSONValue, by value: JSONValue, at path: String = "$") -> [String] {
        if case .bool(let allowsAnything) = schema { return allowsAnything ? [] : ["\(path): no value is allowed here"] }
        guard let keywords = schema.object else { return ["\(path): the schema is not an object"] }
        return keywords.keys.sorted().flatMap { keyword in
            check(keyword, keywords[keyword]!, in: keywords, value: value, at: path)
        }
    }

    /// The keywords outside the subset anywhere in `schema`, not following `$ref`.
    static func unsupportedKeywords(in schema: JSONValue) -> Set<String> {
        guard let keywords = schema.object else { return [] }
        var found = Set(keywords.keys).subtracting(assertions).subtracting(annotations)
        var nested = (keywords["properties"]?.object.map { Array($0.values) } ?? [])
        nested += (keywords["anyOf"]?.array ?? []) + (keywords["oneOf"]?.array ?? []) + (keywords["prefixItems"]?.array ?? [])
        nested += [keywords["items"], keywords["additionalProperties"], keywords["contentSchema"]].compactMap { $0 }
        for schema in nested { found.formUnion(unsupportedKeywords(in: schema)) }
        return found
    }

    private func check(
        _ keyword: String, _ argument: JSONValue, in keywords: [String: JSONValue], value: JSONValue, at path: String
    ) -> [String] {
        switch (keyword, value) {
        case ("$ref", _):
            guard let reference = argument.string, let target = document.resolving(reference) else {
                return ["\(path): $ref \(argument) does not resolve"]
            }
            return violations(of: target, by: value, at: path)
        case ("type", _):
            let allowed = argument.string.map { [$0] } ?? argument.array?.compactMap(\.string) ?? []
            guard value.schemaTypes.isDisjoint(with: allowed) else { return [] }
            return ["\(path): expected \(allowed.joined(separator: " or ")), got \(value.typeName)"]
        case ("enum", _):
            return argument.array?.contains(value) == true ? [] : ["\(path): \(value) is not one of \(argument)"]
        case ("properties", .object(let members)):
            return (argument.object ?? [:]).keys.sorted().flatMap { name in
                members[name].map { violations(of: argument[name]!, by: $0, at: "\(path).\(name)") } ?? []
            }
        case ("required", .object(let members)):
            return (argument.array ?? []).compactMap(\.string).filter { members[$0] == nil }
                .map { "\(path): \($0) is required but missing" }
        case ("additionalProperties", .object(let members)):
            let declared = keywords["properties"]?.object ?? [:]
            let extra = members.keys.sorted().filter { declared[$0] == nil }
            if argument == .bool(false) { return extra.map { "\(path): \($0) is not a documented property" } }
            return extra.flatMap { violations(of: argument, by: members[$0]!, at: "\(path).\($0)") }
        case ("items", .array(let elements)):
            // Elements that `prefixItems` describes are its alone.
            let described = keywords["prefixItems"]?.array?.count ?? 0
            return elements.enumerated().dropFirst(described).flatMap {
                violations(of: argument, by: $1, at: "\(path)[\($0)]")
            }
        case ("prefixItems", .array(let elements)):
            return zip(argument.array ?? [], elements).enumerated().flatMap { index, pair in
                violations(of: pair.0, by: pair.1, at: "\(path)[\(index)]")
            }
        case ("anyOf", _), ("oneOf", _):
            return checkAlternatives(keyword, argument.array ?? [], value: value, at: path)
        case ("format", .string(let text)):
            return argument == .string("date-time") && !Self.isDateTime(text)
                ? ["\(path): \(text) is not a date-time"] : []
        case ("pattern", .string(let text)):
            guard let pattern = argument.string, let regex = try? Regex(pattern) else {
                return ["\(path): pattern \(argument) is not a regular expression"]
            }
            return text.contains(regex) ? [] : ["\(path): \(text) does not match \(pattern)"]
        case ("contentMediaType", .string(let text)):
            return checkContent(text, mediaType: argument, schema: keywords["contentSchema"], at: path)
        case ("minimum", .number(let number)), ("maximum", .number(let number)):
            return checkBound(keyword, argument, number, at: path)
        case ("minLength", .string(let text)), ("maxLength", .string(let text)):
            return checkBound(keyword, argument, Double(text.unicodeScalars.count), at: path)
        case ("minItems", .array(let elements)), ("maxItems", .array(let elements)):
            return checkBound(keyword, argument, Double(elements.count), at: path)
        case _ where Self.assertions.contains(keyword) || Self.annotations.contains(keyword):
            return []
        default:
            return ["\(path): the schema keyword \(keyword) is not supported"]
        }
    }

    /// `anyOf` wants at least one alternative to hold, `oneOf` exactly one.
    private func checkAlternatives(_ keyword: String, _ alternatives: [JSONValue], value: JSONValue, at path: String)
        -> [String]
    {
        let outcomes = alternatives.map { violations(of: $0, by: value, at: path) }
        let holding = outcomes.filter(\.isEmpty).count
        if keyword == "oneOf" && holding > 1 { return ["\(path): \(holding) alternatives of oneOf hold, not one"] }
        guard holding == 0 else { return [] }
        return ["\(path): no alternative of \(keyword) holds"] + outcomes.flatMap { $0 }
    }

    /// A string holding a document of another media type: only JSON is read, then checked against `contentSchema`
    /// when there is one, its path marked `(json)`.
    private func checkContent(_ text: String, mediaType: JSONValue, schema: JSONValue?, at path: String) -> [String] {
        guard mediaType == .string("application/json") else {
            return ["\(path): contentMediaType \(mediaType) is not supported"]
        }
        guard let document = try? JSONValue(parsing: Array(text.utf8)) else { return ["\(path): the text is not JSON"] }
        return schema.map { violations(of: $0, by: document, at: "\(path)(json)") } ?? []
    }

    /// `minimum`, `minLength` and so on: `measure` against the keyword's limit.
    private func checkBound(_ keyword: String, _ argument: JSONValue, _ measure: Double, at path: String) -> [String] {
        guard case .number(let limit) = argument else { return ["\(path): \(keyword) is not a number"] }
        let holds = keyword.hasPrefix("min") ? measure >= limit : measure <= limit
        return holds ? [] : ["\(path): \(JSONValue.number(measure)) breaks \(keyword) \(argument)"]
    }

    /// A loose ISO 8601 date-time check: `2026-03-17T09:32:43Z`, fractions and offsets allowed.
    private static func isDateTime(_ text: String) -> Bool {
        text.wholeMatch(of: #/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/#) != nil
    }
}
