import SwiftParser
import SwiftSyntax

/// The Swift language mode a file is parsed in. The modes disagree on a few spellings that
/// real apps use: `@escaping @MainActor([Reading]) -> Void` is a function type in Swift 5 mode
/// and an attribute with arguments (a syntax error) in Swift 6 mode.
package enum LanguageMode: String, CaseIterable, Sendable, Codable {
    case swift5 = "5"
    case swift6 = "6"

    /// `5`, `5.0`, `4.2` (parsed as Swift 5; SwiftParser's 4 and 5 grammars agree on what
    /// statefix reads), `6`, `6.0`; nil for anything else.
    package init?(version text: String) {
        let parts = text.trimmingCharacters(in: " \"v").split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        switch Int(parts[0]) {
        case 4, 5: self = .swift5
        case 6: self = .swift6
        default: return nil
        }
    }

    /// The mode tried when the first one fails.
    package var other: LanguageMode { self == .swift5 ? .swift6 : .swift5 }

    var parserVersion: Parser.SwiftVersion { self == .swift5 ? .v5 : .v6 }

    /// The tree of `bytes` in this mode.
    package func parse(_ bytes: [UInt8]) -> SourceFileSyntax {
        bytes.withUnsafeBufferPointer { Parser.parse(source: $0, swiftVersion: parserVersion) }
    }
}
