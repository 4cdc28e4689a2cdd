import StateFixCore
import StateFixModel
import SwiftSyntax

extension RuleFamily {
    /// Xcode 27's `@State` macro (TN3211, first half).
    package static let state = RuleFamily(id: "state", sourceFolder: "State", summary: "Xcode 27 @State macro (TN3211)")
}

extension StateFamily {
    /// The `state` family: every rule reads the files that declare a `@State` (`trigger`) and
    /// follows their names into other files (`follower`); two need a byte more. Its audit
    /// section counts the `@State` declarations (`StateAudit`).
    static let description = FamilyDescription(.state, readings: [
        // Xcode 27 initializes a private class-typed `@State` lazily from iOS 17 / macOS 14 on.
        reading(StateClassInitNotPrivate.id, indexes: [TypeIndex.self, StatePropertyIndex.self], deployment: .atLeast(iOS: iOS17, macOS: macOS14)),
        reading(StateComposition.id),
        reading(StateDefaultAndInit.id),
        reading(StateDefaultOtherFile.id),
        // Below iOS 17 / macOS 14 the back-deployed `State` runtime is not there.
        reading(StateEagerClassInit.id, deployment: .below(iOS: iOS17, macOS: macOS14)),
        reading(StateGenericArgument.id),
        reading(StateInitOrder.id),
        // A keyword name is spelt in backticks; it needs nothing from other files.
        RuleReading(StateKeywordName.id, needles: needles, alsoRequires: ["`"], needleContext: wholeName),
        reading(StateMemberwiseInit.id),
        // The read (`_name`) can be in another file's extension, which the follower brings in:
        // the declaring file need not spell `_` (a split fixture showed it).
        reading(StateStorageRead.id, indexes: [TypeIndex.self]),
        reading(StateTypeAnnotation.id),
    ], audit: StateAudit.self)

    /// What a state rule reads: the files with a `@State`, the names it follows, `indexes`,
    /// in projects whose targets meet `deployment`.
    private static func reading(_ rule: String, alsoRequires: [String] = [], indexes: [any ModelIndex.Type] = indexes,
                                deployment: DeploymentRequirement = .any) -> RuleReading {
        RuleReading(rule, needles: needles, alsoRequires: alsoRequires, needleContext: wholeName, follows: [follower], indexes: indexes,
                    deployment: deployment)
    }

    /// Where Xcode 27's `State` runtime back-deploys to.
    static let iOS17 = OSVersion("17")!, macOS14 = OSVersion("14")!
}

/// What the rules of the `state` family share: their needles, the names they follow into other
/// files, the indexes they query, and facts about `@State` properties and their initializers.
enum StateFamily {
    /// A file without one of these cannot hold a `@State` declaration.
    static let needles = [TriggerWords.state, TriggerWords.qualifiedState]

    /// The needles as whole names: a file whose only match is `@StateObject` (or
    /// `SwiftUI.StateObject`) declares no `@State`, and its names say nothing to the state rules.
    static let wholeName = NeedleContext(id: "state-whole-name") { bytes, offset in
        for needle in needles.lazy.map({ Array($0.utf8) }) where bytes[offset...].starts(with: needle) {
            let end = offset + needle.count
            guard end < bytes.count else { return true }
            let next = bytes[end]
            // An identifier goes on with a letter, digit, `_` or any non-ASCII byte.
            return !(next == UInt8(ascii: "_") || next >= 0x80 || (next >= 48 && next <= 57) || ((next | 0x20) >= 97 && (next | 0x20) <= 122))
        }
        return false
    }

    /// The byte test of a file that may declare a `@State` (the needles as whole names).
    static let trigger = Trigger(anyOf: needles, context: wholeName)

    /// The state rules check the text the Observation migration produced (a converted
    /// `@State private var vm = VM()` is theirs), in a later pass of the same run. Named by its
    /// id: a family depends on another's rule as data, never on its code.
    static let afterMigration = ["observation-model"]

    static let indexes: [any ModelIndex.Type] = [TypeIndex.self, StatePropertyIndex.self, InitializerAnalyses.self]

    /// What the state rules ask of other files about a `@State` declaration: the type that
    /// declares it (its extensions hold initializers and members; another declaration of the
    /// name makes it ambiguous), its attributes (wrappers, macros, global actors), its type's
    /// name (generic?), and the type its initial value constructs (generic? a class? failable
    /// initializers?).
    static let follower = NameFollower(id: "state", needles: StateNameCollector.needles) { file in
        // Names come only from `@State` declarations: a file without one is not walked.
        guard trigger.matches(file.bytes) else { return [] }
        let collector = StateNameCollector(file: file)
        collector.walk(file.transientTree)
        return collector.names
    }

    /// The designated initializers of `type` that can exist together with `property` (not in
    /// another clause of the same `#if`).
    static func initializers(of type: TypeDeclaration, for property: StoredProperty) -> [Initializer] {
        type.designatedInitializers.filter { property.ifConfigPath.relation(to: $0.ifConfigPath) != .exclusive }
    }

    /// True when the property starts with a value: one written in the declaration, or the
    /// implicit `nil` of an optional `var`.
    static func hasInitialValue(_ property: StoredProperty) -> Bool {
        property.hasInitialValue || property.hasImplicitNil
    }

    /// A note at the first assignment of `property` in `initializer` (or at its `init` keyword).
    static func assignmentNote(_ property: StoredProperty, in initializer: Initializer, analysis: InitBodyAnalysis,
                               _ message: String) -> FindingNote {
        let offset = analysis.assignments(of: property).first.map { $0.expression.startOffset } ?? initializer.keywordOffset
        return FindingNote(message, file: initializer.file.index, offset: offset)
    }

    /// True when the expression is written as a constant (a literal, `nil`, `.member`) or names
    /// a parameter of `initializer` (parameters cannot change): it can be evaluated later
    /// without changing anything.
    static func isConstant(_ elements: [ExprSyntax], in initializer: Initializer? = nil) -> Bool {
        guard elements.count == 1, let expression = elements.first else { return false }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil, let initializer {
            let name = Identifiers.unescaped(reference.baseName.text)
            return initializer.declaration.signature.parameterClause.parameters.contains { parameter in
                Identifiers.unescaped((parameter.secondName ?? parameter.firstName).text) == name
                    && !(parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false)
            }
        }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) { return true }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { if case .stringSegment = $0 { true } else { false } }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        return false
    }

    /// A name for a new local in `analysis`'s initializer: `initialSelection` for `selection`,
    /// with a number when that is taken.
    static func freshLocalName(for property: StoredProperty, in analysis: InitBodyAnalysis, type: TypeDeclaration) -> String {
        let base = "initial" + property.name.prefix(1).uppercased() + property.name.dropFirst()
        let taken = analysis.boundNames.union(type.storedProperties.flatMap(\.referenceNames)).union(type.instanceMemberNames)
        var name = base, number = 2
        while taken.contains(name) { name = base + String(number); number += 1 }
        return name
    }

    /// A note at an initializer's `init` keyword.
    static func initializerNote(_ initializer: Initializer, _ message: String) -> FindingNote {
        FindingNote(message, file: initializer.file.index, offset: initializer.keywordOffset)
    }
}

/// The names `StateFamily.follower` collects from one file.
/// A body, closure or accessor whose bytes never say `State` holds no `@State` (a local one,
/// `@Previewable @State` in `#Preview`, does), so it is not walked.
private final class StateNameCollector: GatedVisitor {
    var names = Set<String>()
    static let needles: Set<String> = ["State"]

    init(file: SourceFile) {
        super.init(file: file, needles: Array(Self.needles))
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isState = node.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return StateAttribute.matches(attribute.attributeName.trimmedDescription)
        }
        guard isState else { return .visitChildren }
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.asProtocol(NamedDeclSyntax.self), ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self)
                || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self) {
                names.insert(Identifiers.unescaped(type.name.text))
                break
            }
            if let ext = ancestor.as(ExtensionDeclSyntax.self) { names.formUnion(identifiers(in: Syntax(ext.extendedType))); break }
            current = ancestor.parent
        }
        for element in node.attributes {
            if case .attribute(let attribute) = element { names.formUnion(identifiers(in: Syntax(attribute.attributeName))) }
        }
        for binding in node.bindings {
            if let type = binding.typeAnnotation?.type { names.formUnion(baseNames(of: type)) }
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                var callee = Identifiers.strippingInit(call.calledExpression)
                if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
                names.formUnion(identifiers(in: Syntax(callee)))
            }
        }
        return .visitChildren
    }

    /// The names a type annotation is made of, through the sugar `state-generic-argument` looks
    /// through (`Box`, `[Box]`, `[String: Box]?`, `Box!`).
    private func baseNames(of type: TypeSyntax) -> Set<String> {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [Identifiers.unescaped(identifier.name.text)] }
        if let member = type.as(MemberTypeSyntax.self) { return [Identifiers.unescaped(member.name.text)] }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseNames(of: optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseNames(of: optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return baseNames(of: array.element) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return baseNames(of: dictionary.key).union(baseNames(of: dictionary.value)) }
        return []
    }

    private func identifiers(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let text) = token.tokenKind else { return nil }
            let name = Identifiers.unescaped(text)
            return name.first?.isUppercase == true ? name : nil
        })
    }
}
