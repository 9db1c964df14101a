import Testing

@Suite struct SchemaValidatorTests {
    private static let validator = SchemaValidator(
        document: try! JSONValue(
            parsing: Array(
                #"""
                {"components":{"schemas":{"Text":{"type":"object","required":["en"],"additionalProperties":false,
                "properties":{"en":{"type":"string"}}}}}}
                """#.utf8)))

    @Test(
        arguments: [
            (#"{"type":"string"}"#, #""a""#, []),
            (#"{"type":"string"}"#, "1", ["$: expected string, got number"]),
            (#"{"type":"integer"}"#, "3", []),
            (#"{"type":"integer"}"#, "3.5", ["$: expected integer, got number"]),
            (#"{"type":"number"}"#, "3", []),
            (#"{"type":"boolean"}"#, "1", ["$: expected boolean, got number"]),
            (#"{"type":"object"}"#, "[]", ["$: expected object, got array"]),
            (#"{"type":["string","null"]}"#, "null", []),
            (#"{"type":["string","null"]}"#, "false", ["$: expected string or null, got boolean"]),
            (#"{"enum":["O","I"]}"#, #""I""#, []),
            (#"{"enum":["O","I"]}"#, #""X""#, [#"$: "X" is not one of ["O","I"]"#]),
        ] as [(String, String, [String])])
    func typesAndEnums(schema: String, value: String, violations: [String]) throws {
        #expect(try Self.violations(schema, value) == violations)
    }

    @Test(
        arguments: [
            (#"{"type":"object","required":["a","b"]}"#, #"{"a":1,"b":null}"#, []),
            (#"{"type":"object","required":["a","b"]}"#, #"{"a":1}"#, ["$: b is required but missing"]),
            (
                #"{"properties":{"a":{"properties":{"b":{"type":"string"}}}}}"#, #"{"a":{"b":2}}"#,
                ["$.a.b: expected string, got number"]
            ),
            (#"{"properties":{"a":{}},"additionalProperties":false}"#, #"{"a":1}"#, []),
            (#"{"properties":{"a":{}},"additionalProperties":false}"#, #"{"a":1,"c":2}"#, ["$: c is not a documented property"]),
            (#"{"additionalProperties":{"type":"integer"}}"#, #"{"c":"x"}"#, ["$.c: expected integer, got string"]),
            (#"{"additionalProperties":true}"#, #"{"c":"x"}"#, []),
            (#"{"items":{"type":"integer"}}"#, "[1,2]", []),
            (#"{"items":{"type":"integer"}}"#, "[1,2.5]", ["$[1]: expected integer, got number"]),
            (#"{"required":["a"],"items":{"type":"string"}}"#, "3", []),
        ] as [(String, String, [String])])
    func objectsAndArrays(schema: String, value: String, violations: [String]) throws {
        #expect(try Self.violations(schema, value) == violations)
    }

    @Test(
        arguments: [
            (##"{"$ref":"#/components/schemas/Text"}"##, ##"{"en":"x"}"##, []),
            (
                ##"{"$ref":"#/components/schemas/Text"}"##, ##"{"tc":"x"}"##,
                ["$: tc is not a documented property", "$: en is required but missing"]
            ),
            (##"{"$ref":"#/components/schemas/Nope"}"##, "1", [##"$: $ref "#/components/schemas/Nope" does not resolve"##]),
            (##"{"anyOf":[{"$ref":"#/components/schemas/Text"},{"type":"null"}]}"##, "null", []),
            (
                #"{"anyOf":[{"type":"string"},{"type":"null"}]}"#, "1",
                ["$: no alternative of anyOf holds", "$: expected string, got number", "$: expected null, got number"]
            ),
            (#"{"oneOf":[{"type":"number"},{"type":"integer"}]}"#, "1.5", []),
            (#"{"oneOf":[{"type":"number"},{"type":"integer"}]}"#, "1", ["$: 2 alternatives of oneOf hold, not one"]),
        ] as [(String, String, [String])])
    func referencesAndAlternatives(schema: String, value: String, violations: [String]) throws {
        #expect(try Self.violations(schema, value) == violations)
    }

    @Test(
        arguments: [
            (#"{"format":"date-time"}"#, #""2026-03-17T09:32:43Z""#, []),
            (#"{"format":"date-time"}"#, #""2026-03-17T17:32:43.250+08:00""#, []),
            (#"{"format":"date-time"}"#, #""17/03/2026 09:32""#, ["$: 17/03/2026 09:32 is not a date-time"]),
            (#"{"format":"date-time"}"#, #""2026-03-17""#, ["$: 2026-03-17 is not a date-time"]),
            (#"{"format":"int64"}"#, "7", []),
            (#"{"minimum":1,"maximum":200}"#, "1", []),
            (#"{"minimum":1,"maximum":200}"#, "0", ["$: 0 breaks minimum 1"]),
            (#"{"minimum":1,"maximum":200}"#, "200.5", ["$: 200.5 breaks maximum 200"]),
            (#"{"minLength":1,"maxLength":2}"#, #""""#, ["$: 0 breaks minLength 1"]),
            (#"{"minLength":1,"maxLength":2}"#, #""abc""#, ["$: 3 breaks maxLength 2"]),
            (#"{"maxItems":1}"#, "[1,2]", ["$: 2 breaks maxItems 1"]),
        ] as [(String, String, [String])])
    func formatsAndBounds(schema: String, value: String, violations: [String]) throws {
        #expect(try Self.violations(schema, value) == violations)
    }

    @Test(
        arguments: [
            (#"{"pattern":"^[0-9a-f]{4}$"}"#, #""0a9f""#, []),
            (#"{"pattern":"^[0-9a-f]{4}$"}"#, #""0A9F""#, [#"$: 0A9F does not match ^[0-9a-f]{4}$"#]),
            (#"{"pattern":"b"}"#, #""abc""#, []),
            (#"{"pattern":"("}"#, #""(""#, [#"$: pattern "(" is not a regular expression"#]),
            (#"{"pattern":"^a"}"#, "1", []),
        ] as [(String, String, [String])])
    func patternsSearchTheString(schema: String, value: String, violations: [String]) throws {
        #expect(try Self.violations(schema, value) == violations)
    }

    @Test(
        arguments: [
            (#"{"prefixItems":[{"type":"string"},{"type":"integer"}]}"#, #"["a",1]"#, []),
            (#"{"prefixItems":[{"type":"string"},{"type":"integer"}]}"#, #"["a"]"#, []),
            (#"{"prefixItems":[{"type":"string"},{"type":"integer"}]}"#, "[1,1]", ["$[0]: expected string, got number"]),
            (#"{"prefixItems":[{"type":"string"}],"items":{"type":"integer"}}"#, #"["a",1,2]"#, []),
            (#"{"prefixItems":[{"type":"string"}],"items":false}"#, #"["a",1]"#, ["$[1]: no value is allowed here"]),
            (#"{"minItems":2}"#, "[1]", ["$: 1 breaks minItems 2"]),
            (#"{"minItems":2}"#, "[1,2]", []),
        ] as [(String, String, [String])])
    func tuples(schema: String, value: String, violations: [String]) throws {
        #expect(try Self.violations(schema, value) == violations)
    }

    @Test(
        arguments: [
            (#"{"contentMediaType":"application/json"}"#, #""{\"en\":\"x\"}""#, []),
            (#"{"contentMediaType":"application/json"}"#, #""{en""#, ["$: the text is not JSON"]),
            (
                ##"{"contentMediaType":"application/json","contentSchema":{"$ref":"#/components/schemas/Text"}}"##,
                #""{\"en\":1}""#, ["$(json).en: expected string, got number"]
            ),
            (#"{"contentMediaType":"text/csv"}"#, #""a,b""#, [#"$: contentMediaType "text/csv" is not supported"#]),
            (#"{"contentSchema":{"type":"integer"}}"#, #""x""#, []),
        ] as [(String, String, [String])])
    func jsonHeldInAString(schema: String, value: String, violations: [String]) throws {
        #expect(try Self.violations(schema, value) == violations)
    }

    @Test func unsupportedKeywordIsAViolationNotIgnored() throws {
        #expect(
            try Self.violations(#"{"type":"number","multipleOf":2}"#, "4") == [
                "$: the schema keyword multipleOf is not supported"
            ])
    }

    @Test func unsupportedKeywordsAreFoundAtAnyDepth() throws {
        // given
        let schema = try JSONValue(
            parsing: Array(
                ##"""
                {"description":"d","properties":{"a":{"items":{"not":{}}}},"anyOf":[{"const":1}],"$ref":"#/x",
                "prefixItems":[{"if":{}}],"contentSchema":{"then":{}}}
                """##.utf8))
        // then
        #expect(SchemaValidator.unsupportedKeywords(in: schema) == ["not", "const", "if", "then"])
    }

    private static func violations(_ schema: String, _ value: String) throws -> [String] {
        validator.violations(of: try JSONValue(parsing: Array(schema.utf8)), by: try JSONValue(parsing: Array(value.utf8)))
    }
}
