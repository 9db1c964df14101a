import Testing

@testable import NextStopServer

@Suite struct EntityTagTests {
    let tag = EntityTag(strong: "abc")

    @Test func listsOfTagsAreRead() throws {
        let tags = try #require(EntityTag.list(#" "x", W/"abc" ,"y,z""#))
        #expect(tags.map(\.opaque) == ["x", "abc", "y,z"])
        #expect(tags.map(\.isWeak) == [false, true, false])
    }

    @Test(arguments: [#""abc"#, #"abc"#, #""a" "b""#, #"w/"abc""#])
    func malformedListsAreRefused(_ text: String) {
        #expect(EntityTag.list(text[...]) == nil)
    }

    @Test func weakComparisonIgnoresWeaknessButStrongComparisonDoesNot() throws {
        let weak = try #require(EntityTag.single(#"W/"abc""#))
        #expect(weak.matchesWeakly(tag))
        #expect(!weak.matchesStrongly(tag))
        #expect(tag.matchesStrongly(EntityTag(strong: "abc")))
        #expect(!tag.matchesWeakly(EntityTag(strong: "abd")))
    }

    @Test func aDateIsNotATag() {
        #expect(EntityTag.single("Wed, 21 Oct 2015 07:28:00 GMT") == nil)
    }

    @Test func headerValueQuotesAndMarksWeakness() throws {
        #expect(tag.headerValue == #""abc""#)
        #expect(try #require(EntityTag.single(#"W/"abc""#)).headerValue == #"W/"abc""#)
    }
}
