import StateFixCore
import StateFixModel
import SwiftSyntax

/// `state-storage-read`: the storage `_x` of a `@State` property read outside an initializer
/// (`let binding = _isDragging; … binding.wrappedValue`).
///
/// Follows the field report urbanairship/ios-library #454 (Xcode 27 beta 1): the `@State`
/// macro's `_x` peer is `State<T>?`, so `_x.wrappedValue` fails with "Value of optional type
/// 'State<Bool>?' must be unwrapped to refer to member 'wrappedValue'". `self._x = State(…)`
/// in an initializer keeps building and is not reported. Report only: the replacement, `$x`
/// (a `Binding`), reads and writes the same value but is another type, so its uses change too.
/// A project rule: it reads each type's `@State` properties from the type index, extensions
/// in other files included.
struct StateStorageRead: ProjectRule {
    static let description = RuleDescription(
        id: "state-storage-read", family: .state,
        summary: "A @State property's storage _x is read outside an initializer, which Xcode 27's @State macro makes optional.",
        source: "Field report urbanairship/ios-library #454 (Xcode 27: _x is State<T>?)",
        severity: .error, runsAfter: StateFamily.afterMigration,
        details: """
        `_isDraggingSlider` is the `State<Bool>` storage of `@State var isDraggingSlider` today.
        With Xcode 27 the `@State` macro declares `_isDraggingSlider` as a `State<Bool>?` peer,
        and code that reads it outside an initializer stops building: `Value of optional type
        'State<Bool>?' must be unwrapped to refer to member 'wrappedValue' of wrapped base type
        'State<Bool>'` (urbanairship/ios-library #454, a `_x` captured for a timer closure).

        `error` for a `@State` with an initial value (the field report's case), `warning`
        without one (the report does not say; the macro's `_x` also takes initializer
        assignments there). Report only: capture `$isDraggingSlider` (a `Binding<Bool>`, whose
        `wrappedValue` reads and writes the same state) instead of the storage, and change its
        uses to match. `_x = State(initialValue: …)` in an initializer keeps building and is not
        reported; nor are `_x` reads of `@Binding` or other wrappers (the field report saw none
        break). The compile oracle models the optional peer for a `@State` with an initial
        value, the case of the report.
        """,
        triggeringExamples: [
            RuleExample("""
            struct VideoControls: View {
                @State private var isDragging = false
                var body: some View {
                    Text("").onAppear {
                        let dragging = ↓_isDragging
                        if !dragging.wrappedValue { print("idle") }
                    }
                }
            }
            """, expect: [FindingSpec(.error, "State<T>?")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct VideoControls: View {
                @State private var isDragging: Bool
                @Binding var isPlaying: Bool
                init(isPlaying: Binding<Bool>) {
                    _isPlaying = isPlaying
                    _isDragging = State(initialValue: false)
                }
                var body: some View {
                    Text("").onAppear { let playing = _isPlaying; print(playing.wrappedValue, $isDragging.wrappedValue) }
                }
            }
            """),
        ]
    )

    func check(_ context: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.index(TypeIndex.self).types {
            let storage = Dictionary(type.stateProperties.map { ("_" + $0.name, $0) }, uniquingKeysWith: { first, _ in first })
            guard !storage.isEmpty else { continue }
            // A read is reported where it is: files outside the edit scope are not looked into.
            // A block whose bytes hold none of the names holds no read (its file need not be
            // parsed); the others are walked in a transient tree (no node here is compared with
            // one of `tree`), whose nodes are freed after the walk.
            var blocks: [(SourceFile, Range<Int>, (SourceFileSyntax) -> MemberBlockSyntax)] = []
            if context.reports(in: type.file.index) { blocks.append((type.file, type.$memberBlock.range, { type.$memberBlock.node(in: $0) })) }
            for ref in type.extensionRefs where context.reports(in: ref.file.index) { blocks.append((ref.file, ref.range, { ref.node(in: $0).memberBlock })) }
            for (file, range, block) in blocks where storage.keys.contains(where: { file.bytes(range, contain: $0) }) {
                let finder = StorageReadFinder(names: Set(storage.keys))
                finder.walk(block(file.transientTree))
                for token in finder.reads {
                    guard let property = storage[token.text] else { continue }
                    // The field report's property had an initial value; without one the peer's
                    // type is not known (the macro also lets an initializer assign `_x`).
                    let known = property.hasInitialValue
                    findings.append(Self.finding(
                        known ? .error : .warning,
                        known ? "'\(token.text)' is State<T>? outside init with Xcode 27's @State macro: this read fails to build"
                            : "'\(token.text)' may be State<T>? outside init with Xcode 27's @State macro: this read may not build",
                        at: token, in: file,
                        notes: [FindingNote("'\(property.name)' is declared here", file: property.file.index, offset: property.nameOffset)],
                        noFixReason: Self.advice(for: token, property: property.name)))
                }
            }
        }
        return findings
    }

    /// What to write instead of the read `token` of `_name`: `name` for `_name.wrappedValue`
    /// (the property's own getter and setter), else the Binding `$name` (the same state, read
    /// and written through its `wrappedValue`), for a storage passed or captured whole.
    static func advice(for token: TokenSyntax, property name: String) -> String {
        // The read as an expression: `_x`, or `self._x`.
        var read = token.parent
        if let reference = read, let owner = reference.parent?.as(MemberAccessExprSyntax.self), owner.declName.id == reference.id {
            read = Syntax(owner)
        }
        if let read, let member = read.parent?.as(MemberAccessExprSyntax.self), member.base?.id == read.id,
           member.declName.baseName.text == "wrappedValue" {
            return "write '\(name)' instead of '\(token.text).wrappedValue'"
        }
        return "use '$\(name)' (a Binding to the same value) instead of '\(token.text)', and '.wrappedValue' on it"
    }
}

/// References to the storage names (`_x`, `self._x`) in a member block, outside initializers
/// and nested types, and not where a local declaration of the same name shadows them.
private final class StorageReadFinder: SyntaxVisitor {
    let names: Set<String>
    var reads: [TokenSyntax] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard names.contains(node.baseName.text), node.argumentNames == nil else { return .visitChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `self._x` counts; `other._x` is another value's storage (or another member).
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
        } else if Declarations.isShadowed(node.baseName.text, at: Syntax(node)) {
            return .visitChildren
        }
        reads.append(node.baseName)
        return .visitChildren
    }

}
