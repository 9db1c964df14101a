import Foundation
import NextStopCore

/// The real upstreams' `sc` replies are written in Simplified: the simulator's made-up reports, written in
/// Traditional, are simplified whole.
enum ChineseScript {
    /// A JSON document (`JSONSerialization`'s dictionaries, arrays and strings) with every string simplified.
    static func simplified(document: Any) -> Any {
        switch document {
        case let text as String: text.simplifiedChinese
        case let object as [String: Any]: object.mapValues { simplified(document: $0) }
        case let array as [Any]: array.map { simplified(document: $0) }
        default: document
        }
    }
}
