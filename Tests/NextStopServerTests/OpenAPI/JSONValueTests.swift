import Testing

@Suite struct JSONValueTests {
    @Test func parsingKeepsBooleansNumbersAndNullApart() throws {
        // when
        let value = try JSONValue(parsing: Array(#"[true, 1, 1.5, null, "1", {"a": []}]"#.utf8))
        // then
        #expect(value == .array([.bool(true), .number(1), .number(1.5), .null, .string("1"), .object(["a": .array([])])]))
        #expect(
            value.array?.map(\.schemaTypes) == [
                ["boolean"], ["number", "integer"], ["number"], ["null"], ["string"], ["object"],
            ])
    }

    @Test func referencesResolveThroughEscapedPathKeys() throws {
        // given
        let document = try JSONValue(parsing: Array(#"{"paths": {"/api/v1": {"get": {"x~y": 7}}}}"#.utf8))
        // then
        #expect(document.resolving("#/paths/~1api~1v1/get/x~0y") == .number(7))
        #expect(document.resolving("#/paths/missing") == nil)
        #expect(document.resolving("other.json#/paths") == nil)
    }

    @Test func descriptionIsCompactJSONWithSortedKeys() throws {
        // when
        let value = try JSONValue(parsing: Array(#"{"b": [1, 2.5, "x"], "a": null}"#.utf8))
        // then
        #expect(value.description == #"{"a":null,"b":[1,2.5,"x"]}"#)
    }
}
