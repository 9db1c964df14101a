import Foundation
import Testing

@testable import NextStopDataset

@Suite struct ChecksumsTests {
    @Test func knownDigests() {
        let checksums = Checksums(of: Data("abc".utf8))

        #expect(checksums.sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(checksums.md5 == "900150983cd24fb0d6963f7d28e17f72")
    }
}
