import Dispatch
import SwiftSyntax

/// Chooses which files to parse, without parsing the others: parsing is most of statefix's
/// time, and most files of an app cannot matter.
///
/// A file can matter only if it holds `@State` (the text `State`), a suppression comment
/// (`statefix:`), or declares or extends a type that matters: a type with `@State` (its
/// extensions hold initializers and members, another declaration of the name makes it
/// ambiguous) or a type an `@State` declaration uses (generic types, classes, failable
/// initializers, global actors). Starting from the seed files, the names they make relevant
/// are collected and every other file that declares or extends one of them is added, until
/// nothing more is added. Findings and fixes are the same as with every file parsed
/// (tested on the fixtures and on real apps; `--no-prefilter` turns it off).
public enum Prefilter {
    /// One file before parsing.
    public struct Candidate {
        public var path: String
        public var bytes: [UInt8]
        /// In the edit scope (reported on and edited).
        public var editable: Bool

        public init(path: String, bytes: [UInt8], editable: Bool) {
            self.path = path
            self.bytes = bytes
            self.editable = editable
        }
    }

    /// Parses the candidates that can matter (all of them when `enabled` is false), using
    /// `jobs` threads. Returns them with their positions in `candidates`.
    ///
    /// - Parameter seedEditable: seed with every editable file (individual files, staged
    ///   files) rather than with the files containing `State`.
    public static func select(_ candidates: [Candidate], enabled: Bool, seedEditable: Bool, jobs: Int) -> [(Int, SourceFile)] {
        guard enabled else { return parse(Array(candidates.indices), candidates, jobs: jobs) }
        var chosen = Set<Int>()
        var parsed: [Int: SourceFile] = [:]
        var frontier = candidates.indices.filter { index in
            let candidate = candidates[index]
            if seedEditable && candidate.editable { return true }
            return contains(candidate.bytes, "@State") || contains(candidate.bytes, "SwiftUI.State") || contains(candidate.bytes, "statefix:")
        }
        var names = Set<String>()
        while !frontier.isEmpty {
            chosen.formUnion(frontier)
            for (index, file) in parse(frontier, candidates, jobs: jobs) { parsed[index] = file }
            var grown = false
            for index in frontier {
                // Declared and extended types widen the search only for the files the user named.
                let named = seedEditable && candidates[index].editable
                for name in relevantNames(parsed[index]!, editable: named) where names.insert(name).inserted { grown = true }
            }
            guard grown else { break }
            let rest = candidates.indices.filter { !chosen.contains($0) }
            frontier = rest.filter { declaresOrExtendsAny(candidates[$0].bytes, names) }
        }
        return chosen.sorted().map { ($0, parsed[$0]!) }
    }

    /// Parses `indices` of `candidates` on `jobs` threads.
    static func parse(_ indices: [Int], _ candidates: [Candidate], jobs: Int) -> [(Int, SourceFile)] {
        final class Results: @unchecked Sendable {
            var files: [SourceFile?]
            init(_ count: Int) { files = Array(repeating: nil, count: count) }
        }
        let results = Results(indices.count)
        let workers = max(1, min(jobs, indices.count))
        // Each worker takes every `workers`-th file: no shared mutable state but its own slots.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var position = worker
            while position < indices.count {
                let candidate = candidates[indices[position]]
                results.files[position] = SourceFile(path: candidate.path, bytes: candidate.bytes, index: indices[position])
                position += workers
            }
        }
        return zip(indices, results.files.map { $0! }).map { ($0, $1) }
    }

    /// Names that make other files relevant: types declaring `@State`, every upper-case name
    /// written in an `@State` declaration, and (for editable seeds) the types a file declares
    /// or extends.
    static func relevantNames(_ file: SourceFile, editable: Bool) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names = Set<String>()
            let editable: Bool
            init(editable: Bool) {
                self.editable = editable
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                let isState = node.attributes.contains { element in
                    guard case .attribute(let attribute) = element else { return false }
                    let name = attribute.attributeName.trimmedDescription
                    return name == "State" || name == "SwiftUI.State"
                }
                guard isState else { return .visitChildren }
                var current = node.parent
                while let ancestor = current {
                    if let type = ancestor.asProtocol(NamedDeclSyntax.self), ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self)
                        || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self) {
                        names.insert(DeclarationCollector.unescaped(type.name.text))
                    }
                    if let ext = ancestor.as(ExtensionDeclSyntax.self) { names.formUnion(identifiers(in: Syntax(ext.extendedType))) }
                    current = ancestor.parent
                }
                // What the rules ask of other files about this declaration: its attributes
                // (wrappers, macros, global actors), its type's name (generic?), and the type
                // its initial value constructs (generic? class? failable initializers?).
                for element in node.attributes {
                    if case .attribute(let attribute) = element { names.formUnion(identifiers(in: Syntax(attribute.attributeName))) }
                }
                for binding in node.bindings {
                    if let type = binding.typeAnnotation?.type { names.formUnion(baseNames(of: type)) }
                    if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                        var callee = call.calledExpression
                        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
                            callee = base
                        }
                        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
                        names.formUnion(identifiers(in: Syntax(callee)))
                    }
                }
                return .visitChildren
            }
            func baseNames(of type: TypeSyntax) -> Set<String> {
                if let identifier = type.as(IdentifierTypeSyntax.self) { return [DeclarationCollector.unescaped(identifier.name.text)] }
                if let member = type.as(MemberTypeSyntax.self) { return [DeclarationCollector.unescaped(member.name.text)] }
                if let optional = type.as(OptionalTypeSyntax.self) { return baseNames(of: optional.wrappedType) }
                return []
            }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                if editable { names.formUnion(identifiers(in: Syntax(node.extendedType))) }
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                if editable { names.insert(DeclarationCollector.unescaped(node.name.text)) }
                return .visitChildren
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                if editable { names.insert(DeclarationCollector.unescaped(node.name.text)) }
                return .visitChildren
            }
            func identifiers(in node: Syntax) -> Set<String> {
                Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
                    guard case .identifier(let text) = token.tokenKind else { return nil }
                    let name = DeclarationCollector.unescaped(text)
                    return name.first?.isUppercase == true ? name : nil
                })
            }
        }
        let collector = Collector(editable: editable)
        collector.walk(file.tree)
        return collector.names.subtracting(ignoredNames)
    }

    /// Names every SwiftUI file mentions; they say nothing about which files belong together.
    static let ignoredNames: Set<String> = ["State", "SwiftUI", "View", "String", "Int", "Double", "Bool", "Float", "CGFloat", "Array",
                                            "Set", "Dictionary", "Optional", "Binding", "Self", "MainActor", "Previewable"]

    /// True when `bytes` contain `needle`.
    static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard pattern.count <= bytes.count, let first = pattern.first else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            let last = buffer.count - pattern.count
            while i <= last {
                if buffer[i] == first {
                    var j = 1
                    while j < pattern.count && buffer[i + j] == pattern[j] { j += 1 }
                    if j == pattern.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// Keywords after which a file declares or extends the type named next.
    static let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol", "typealias"]

    /// True when `bytes` declare or extend a type in `names`: `struct Name`, `class Name`,
    /// `enum Name`, `actor Name`, `protocol Name`, `typealias Name`, `extension A.Name`. A byte
    /// scan of identifiers, no parsing.
    static func declaresOrExtendsAny(_ bytes: [UInt8], _ names: Set<String>) -> Bool {
        if names.isEmpty { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            func isStart(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b >= 0x80 }
            func isBody(_ b: UInt8) -> Bool { isStart(b) || (b >= 48 && b <= 57) }
            func identifier(at start: Int) -> Int {
                var j = start + 1
                while j < buffer.count && isBody(buffer[j]) { j += 1 }
                return j
            }
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self) }
            var i = 0
            while i < buffer.count {
                guard isStart(buffer[i]) else { i += 1; continue }
                let end = identifier(at: i)
                let length = end - i
                if length >= 4 && length <= 9, declarationKeywords.contains(text(i..<end)) {
                    let isExtension = length == 9 && buffer[i] == UInt8(ascii: "e")
                    var j = end
                    while true {
                        while j < buffer.count && (buffer[j] == 32 || buffer[j] == 9 || buffer[j] == 10 || buffer[j] == 13) { j += 1 }
                        if j < buffer.count && buffer[j] == UInt8(ascii: "`") { j += 1 }
                        guard j < buffer.count, isStart(buffer[j]) else { break }
                        let nameEnd = identifier(at: j)
                        if names.contains(text(j..<nameEnd)) { return true }
                        j = nameEnd
                        if j < buffer.count && buffer[j] == UInt8(ascii: "`") { j += 1 }
                        // `extension Outer.Inner`: every component counts.
                        guard isExtension, j < buffer.count, buffer[j] == UInt8(ascii: ".") else { break }
                        j += 1
                    }
                }
                i = end
            }
            return false
        }
    }
}
