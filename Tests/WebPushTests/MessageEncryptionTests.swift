import Crypto
import Foundation
import NextStopCore
import Testing
import WebPushTestSupport

@testable import WebPush

/// RFC 8291's own example, byte for byte, and messages of every length read back by a browser's decryption.
struct MessageEncryptionTests {
    /// RFC 8291 Appendix A: the browser's keys and secret, the sender's key and salt, and the body they make.
    enum Example {
        static let plaintext = Data("When I grow up, I want to be a watermelon".utf8)
        static let browserPublic =
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
        static let browserPrivate = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94"
        static let auth = "BTBZMqHH6r4Tts7J_aSIgg"
        static let senderPrivate = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"
        static let salt = "DGv6ra1nlYgDCS1FRnbzlw"
        static let body =
            "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBr"
            + "u3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"

        static var subscription: PushSubscription {
            get throws {
                try PushSubscription(
                    endpoint: URL(string: "https://push.example.net/push/JzLQ3raZJfFBR0aqvOMsLrt54w4rJUsV")!,
                    p256dh: browserPublic, auth: auth)
            }
        }
    }

    @Test func rfc8291sExampleIsMadeByteForByte() throws {
        // given
        let sender = try P256.KeyAgreement.PrivateKey(rawRepresentation: Data(base64URLEncoded: Example.senderPrivate)!)

        // when
        let body = try MessageEncryption.encrypt(
            Example.plaintext, for: try Example.subscription, salt: Data(base64URLEncoded: Example.salt)!,
            sender: sender)

        // then
        #expect(body.base64URLEncodedString() == Example.body)
    }

    @Test func theBrowserReadsRFC8291sExampleBack() throws {
        // given
        let browser = try P256.KeyAgreement.PrivateKey(
            rawRepresentation: Data(base64URLEncoded: Example.browserPrivate)!)

        // when
        let plaintext = try PushDecryption.decrypt(
            Data(base64URLEncoded: Example.body)!, browserKey: browser, auth: Data(base64URLEncoded: Example.auth)!)

        // then
        #expect(plaintext == Example.plaintext)
    }

    @Test(arguments: [0, 1, 100, 3_993]) func aMessageOfAnyLengthThatFitsIsReadBack(length: Int) throws {
        // given a browser of its own
        let browser = P256.KeyAgreement.PrivateKey()
        let auth = Data((0..<16).map { UInt8($0 * 7) })
        let subscription = try PushSubscription(
            endpoint: URL(string: "https://push.example.net/p/1")!,
            p256dh: browser.publicKey.x963Representation.base64URLEncodedString(),
            auth: auth.base64URLEncodedString())
        let message = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) })

        // when
        let body = try MessageEncryption.encrypt(message, for: subscription)

        // then
        #expect(body.count <= 4_096)
        #expect(try PushDecryption.decrypt(body, browserKey: browser, auth: auth) == message)
    }

    @Test func twoSendingsOfOneMessageLookNothingAlike() throws {
        let first = try MessageEncryption.encrypt(Example.plaintext, for: try Example.subscription)
        let second = try MessageEncryption.encrypt(Example.plaintext, for: try Example.subscription)

        #expect(first.prefix(16) != second.prefix(16))
        #expect(first.dropFirst(86) != second.dropFirst(86))
    }

    @Test func aMessageTooLongForOneRecordIsRefused() throws {
        #expect(throws: MessageTooLong.self) {
            try MessageEncryption.encrypt(Data(count: 3_994), for: try Example.subscription)
        }
    }

    @Test(arguments: [
        ("ftp://push.example.net/1", Example.browserPublic, Example.auth, "endpoint"),
        ("http://push.example.net/1", Example.browserPublic, Example.auth, "endpoint"),
        ("https://push.example.net/1", "BCVxsr7N", Example.auth, "p256dh"),
        ("https://push.example.net/1", Example.browserPublic, "BTBZMqHH6r4T", "auth"),
    ])
    func aSubscriptionThatCannotBeReachedOrReadIsRefused(endpoint: String, key: String, auth: String, field: String) {
        let error = #expect(throws: PushSubscriptionError.self) {
            _ = try PushSubscription(endpoint: URL(string: endpoint)!, p256dh: key, auth: auth)
        }
        guard case .invalid(let refused, _) = error else { return }
        #expect(refused == field)
    }

    @Test(arguments: [
        ("https://fcm.googleapis.com/fcm/send/a", true), ("http://127.0.0.1:8080/push/a", true),
        ("http://localhost:9/push", true), ("http://[::1]:8080/push/a", true), ("http://push.example.net/1", false),
        ("ftp://push.example.net/1", false), ("https://", false),
        ("https://push.example.net/" + String(repeating: "a", count: 1_000), false),
    ])
    func theStoreAndTheSenderAcceptTheSameEndpoints(endpoint: String, accepted: Bool) {
        #expect(DevicePushSubscription.acceptsEndpoint(endpoint) == accepted)
        let sender = URL(string: endpoint).map {
            (try? PushSubscription(endpoint: $0, p256dh: Example.browserPublic, auth: Example.auth)) != nil
        }
        #expect(sender ?? false == accepted)
    }
}
