import Foundation
import Testing

@testable import DatasetDistribution

struct DatasetSourceTests {
    @Test(arguments: [
        "http://host:8080/datasets/hk-bus", "http://host:8080/datasets/hk-bus/",
        "http://host:8080/datasets/hk-bus/metadata.json",
    ])
    func theFolderOrItsMetadataNameTheSameSource(_ text: String) throws {
        let source = try DatasetSource(text)

        #expect(source.folder.absoluteString == "http://host:8080/datasets/hk-bus/")
        #expect(source.metadataURL.absoluteString == "http://host:8080/datasets/hk-bus/metadata.json")
        #expect(
            try source.url(of: "1732300000/delta/1732200000").absoluteString
                == "http://host:8080/datasets/hk-bus/1732300000/delta/1732200000")
    }

    @Test(arguments: ["", "host/datasets", "ftp://host/datasets/", "http:///nohost", "http://host/x?y=1"])
    func anythingButAnHTTPURLIsRefused(_ text: String) {
        #expect(throws: UpdateError.invalidSource(text)) { try DatasetSource(text) }
    }
}
