import StateFixCore
import StateFixModel
import SwiftSyntax

/// `observation-foreach-position-identity` (note, report only): a `ForEach` keyed by position
/// over a collection the view can change.
///
/// Follows Apple's SwiftUI data-flow and identity guidance ("Demystify SwiftUI", WWDC21): a
/// `ForEach` identifies its rows by the id it is given. Keyed by offset or index
/// (`ForEach(Array(items.enumerated()), id: \.offset)`, `ForEach(items.indices, id: \.self)`),
/// the rows keep their identity by position, so after an insert, a delete or a move SwiftUI
/// pairs the wrong row with the old row's state, animations and focus.
struct ObservationForeachPositionIdentity: ProjectRule {
    static let description = RuleDescription(
        id: "observation-foreach-position-identity", family: .observation,
        summary: "A ForEach keyed by position over a collection the view can change pairs the wrong rows after an insert or move.",
        source: "Apple, WWDC21 Demystify SwiftUI (identity) and ForEach documentation",
        severity: .note,
        details: """
        Reported for `ForEach(Array(items.enumerated()), id: \\.offset)`, `ForEach(items.enumerated(),
        id: \\.offset)`, `ForEach(items.indices, id: \\.self)`, `ForEach(items.indices)` and
        `ForEach(0..<items.count)` (with or without `id: \\.self`), where `items` is a `@State` or
        `@Binding` property of the view, or a property of a model the view holds (`@StateObject`,
        `@ObservedObject`, `@EnvironmentObject`, `@Bindable`, `@Environment`, `@State`). A constant
        collection (a `let`, a literal) is not reported: its rows never move.

        No fix: make the element `Identifiable` (or pass a stable key path, `id: \\.name`) and iterate
        the elements; where the row needs the index, `ForEach(Array(items.enumerated()), id:
        \\.element.id)` keeps both.
        """,
        triggeringExamples: [
            RuleExample("""
            struct Tags: View {
                @State private var tags: [String] = []
                var body: some View {
                    ↓ForEach(tags.indices, id: \\.self) { i in Text(tags[i]) }
                }
            }
            """, expect: [FindingSpec(.note, "by position")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Tags: View {
                let tags: [String]
                @State private var items: [Item] = []
                var body: some View {
                    ForEach(tags.indices, id: \\.self) { i in Text(tags[i]) }
                    ForEach(items) { item in Text(item.name) }
                    ForEach(Array(items.enumerated()), id: \\.element.id) { pair in Text(pair.element.name) }
                }
            }
            """),
        ])

    /// Whether the arguments of the `ForEach` at an offset spell what a positional collection
    /// does (`indices`, `enumerated`, `.count`), up to the `)` that closes them: a file with
    /// one is likely to get this rule's note, and is parsed whole at once (its syntax is then
    /// known) rather than as a skeleton and again. A byte test that says true when unsure.
    static let positionalArguments = NeedleContext(id: "foreach-positional-arguments") { bytes, offset in
        var i = offset + "ForEach".utf8.count
        while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 10 || bytes[i] == 13 { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "(") else { return false }
        var depth = 0
        let start = i
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "(") { depth += 1 } else if bytes[i] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
            i += 1
        }
        let arguments = bytes[start..<min(i, bytes.count)]
        return ["indices", "enumerated", ".count"].contains { Prefilter.contains(arguments, $0) }
    }

    static let stateWrappers: Set<String> = ["State", "Binding"]
    static let modelWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Bindable", "Environment", "State"]

    func check(_ context: ProjectContext) -> [Finding] {
        let index = context.index(ObservationSiteIndex.self)
        var findings: [Finding] = []
        for (file, facts) in zip(context.files, index.facts) where context.reports(in: file.index) {
            // From the facts alone: the file's tree is not needed.
            for forEach in facts.forEachCalls {
                guard let owner = forEach.owner, let type = index.type(named: owner), let reason = Self.changeable(forEach, in: type) else { continue }
                let collection = forEach.collection
                findings.append(Self.finding(.note, "ForEach identifies rows of '\(collection)' by position: after an insert or delete a row gets another's state",
                                             atOffset: forEach.callOffset, in: file,
                                             notes: [FindingNote("'\(collection)' can change: \(reason)", file: file.index, offset: forEach.collectionOffset)],
                                             noFixReason: "make the element Identifiable (or pass id: \\.name) and iterate the elements; Array(\(collection).enumerated()) with id: \\.element.id keeps indexes"))
            }
        }
        return findings
    }

    /// The collection a positional `ForEach` iterates, or nil for any other `ForEach`.
    static func positionalCollection(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label == nil else { return nil }
        let id = arguments.first { $0.label?.text == "id" }?.expression.trimmedDescription
        var expression = first.expression
        if let array = expression.as(FunctionCallExprSyntax.self), array.calledExpression.trimmedDescription == "Array",
           array.arguments.count == 1, let inner = array.arguments.first?.expression {
            expression = inner
        }
        // `items.enumerated()` keyed by `\.offset`.
        if let enumerated = expression.as(FunctionCallExprSyntax.self), enumerated.arguments.isEmpty,
           let member = enumerated.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
           id == "\\.offset", let base = member.base {
            return base
        }
        // `items.indices`, `0..<items.count`, keyed by themselves.
        guard id == nil || id == "\\.self" else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices", let base = member.base {
            return base
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.first?.trimmedDescription == "0",
           ["..<", "..."].contains(sequence.elements.dropFirst().first?.trimmedDescription ?? ""),
           let count = sequence.elements.last?.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count", let base = count.base {
            return base
        }
        return nil
    }

    /// Why `collection` can change in `type`'s views, or nil. A bare name a parameter or local
    /// shadows (`func row(for home: Home)`) is not the member.
    /// The stored property a positional collection reads, and whether through a member:
    /// `items`, `self.items` and `$items` read `items`; `model.rows` reads `model`. Nil for
    /// another shape, or when a local or parameter of that name hides the property there.
    static func readProperty(_ collection: ExprSyntax) -> (name: String, throughMember: Bool)? {
        var expression = collection
        var explicitSelf = false
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            expression = ExprSyntax(member.declName)
            explicitSelf = true
        }
        func isMember(_ reference: DeclReferenceExprSyntax) -> Bool {
            explicitSelf || !Declarations.isShadowed(reference.baseName.text, at: Syntax(reference))
        }
        func stripped(_ name: String) -> String { name.hasPrefix("$") ? String(name.dropFirst()) : name }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return isMember(reference) ? (stripped(reference.baseName.text), false) : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return isMember(base) ? (stripped(base.baseName.text), true) : nil
        }
        return nil
    }

    /// Why the collection of `call` can change in `type`: it is a `@State`/`@Binding` property,
    /// or a member of a model the view holds; nil when it cannot (a `let`, a literal).
    static func changeable(_ call: ForEachCall, in type: TypeDeclaration) -> String? {
        guard let name = call.property, let property = type.storedProperty(named: name) else { return nil }
        if !call.throughMember {
            guard let wrapper = property.attributes.first(where: { stateWrappers.contains($0.simpleName) }) else { return nil }
            return "it is @\(wrapper.simpleName) state of \(type.leafName)"
        }
        guard let wrapper = property.attributes.first(where: { modelWrappers.contains($0.simpleName) }) else { return nil }
        return "it is a property of the model '\(name)' (@\(wrapper.simpleName))"
    }
}
