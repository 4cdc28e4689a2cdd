import StateFixCore
import SwiftSyntax

/// Facts about expressions that fixes depend on: the certain type of an initial value,
/// whether evaluating an expression can have side effects, and which names it reads.
package enum ExpressionFacts {
    /// The type Swift infers for `expr` when that is certain from the text alone, else nil.
    ///
    /// Certain: integer/float/string/bool literals (`Int`, `Double`, `String`, `Bool`), array and
    /// dictionary literals of such (`[String]`, `[String: Int]`), `T()`/`T(…)`/`T.init(…)`/`T<A>(…)`/
    /// `A.B(…)` with upper-case type names, `[T]()`, `[K: V]()`, `e as T`. Not certain: other calls,
    /// `.member`, `Type.staticMember`, `nil`, empty literals, initializers that may be failable
    /// (`URL(string:)`, `Int(text)`, `init?(rawValue:)`, types in `model` declaring `init?`), and
    /// generic types written without arguments (`Set(names)`).
    package static func inferredType(_ expr: ExprSyntax, model: TypeIndex) -> String? {
        if expr.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expr.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expr.is(StringLiteralExprSyntax.self) { return "String" }
        if expr.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            if prefix.expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
            if prefix.expression.is(FloatLiteralExprSyntax.self) { return "Double" }
            return nil
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return inferredType(only.expression, model: model)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            guard let element = uniformType(array.elements.map(\.expression), model: model) else { return nil }
            return "[\(element)]"
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content,
                  let key = uniformType(elements.map(\.key), model: model),
                  let value = uniformType(elements.map(\.value), model: model) else { return nil }
            return "[\(key): \(value)]"
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
               let type = elements[2].as(TypeExprSyntax.self) {
                return plainTypeText(Syntax(type.type))
            }
            return nil
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return constructedType(call, model: model) }
        return nil
    }

    private static func uniformType(_ elements: [ExprSyntax], model: TypeIndex) -> String? {
        guard !elements.isEmpty else { return nil }
        let types = elements.map { inferredType($0, model: model) }
        guard let first = types[0], types.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Argument labels of initializers that are failable (or usually so) in Apple's SDKs
    /// (Foundation, UIKit/AppKit, SwiftUI, CoreLocation…), from their documentation. A label
    /// belongs here when any common SDK initializer with it returns an optional; a wrong entry
    /// only costs a fix (the type is then "not certain"), a missing one can cost a wrong one.
    static let failableLabels: Set<String> = [
        "string", "named", "systemName", "contentsOfFile", "contentsOf", "base64Encoded", "uuidString", "exactly",
        "data", "rawValue", "name", "abbreviation", "coder", "url", "dataRepresentation", "resource",
        "forReadingAtPath", "forWritingAtPath", "forUpdatingAtPath", "path", "identifier", "secondsFromGMT", "hex",
        "suiteName", "validating", "validatingUTF8", "bytes", "fileURLWithFileSystemRepresentation", "truncating",
        "from", "json", "dictionary", "image", "mimeType",
    ]
    /// Types whose unlabeled one-argument initializer is failable for some argument types
    /// (`Int("4")`, the standard library's `LosslessStringConvertible` numbers and friends).
    static let convertingTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float80", "CGFloat", "Decimal", "Bool", "Character", "Unicode.Scalar", "UnicodeScalar",
    ]
    /// Generic types of the standard library and Apple's SDKs that a constructor call or an
    /// annotation may name without arguments (`Set(names)`, `KeyPathComparator(\.name)`,
    /// `@State var s: Set = […]`): Swift infers the arguments today, the `@State` macro cannot,
    /// and the bare name is never the type. Types declared in the files come from `TypeIndex`.
    package static let standardGenericTypes: Set<String> = [
        "Set", "Array", "Dictionary", "Optional", "Result", "Range", "ClosedRange", "Binding", "State",
        "ContiguousArray", "ArraySlice", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo",
        "KeyPathComparator", "SortDescriptor", "Measurement", "FetchRequest", "SectionedFetchRequest", "Query",
        "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Just", "AsyncStream", "AsyncThrowingStream", "Task",
    ]

    private static func constructedType(_ call: FunctionCallExprSyntax, model: TypeIndex) -> String? {
        let callee = Identifiers.strippingInit(call.calledExpression)
        let typeText: String
        var simpleName: String
        var specialized = false
        if let array = callee.as(ArrayExprSyntax.self) {
            guard array.elements.count == 1, let element = array.elements.first,
                  let elementType = typeLike(element.expression) else { return nil }
            return call.arguments.isEmpty && call.trailingClosure == nil ? "[\(elementType)]" : nil
        } else if let dictionary = callee.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content, elements.count == 1, let element = elements.first,
                  let key = typeLike(element.key), let value = typeLike(element.value) else { return nil }
            return call.arguments.isEmpty && call.trailingClosure == nil ? "[\(key): \(value)]" : nil
        } else {
            guard let text = typeLike(callee) else { return nil }
            typeText = text
            simpleName = text
            if let generic = callee.as(GenericSpecializationExprSyntax.self) {
                simpleName = generic.expression.trimmedDescription
                specialized = true
            } else if standardGenericTypes.contains(text) || model.genericTypeNames.contains(text)
                        || standardGenericTypes.contains(String(text.split(separator: ".").last ?? "")) {
                return nil
            }
        }
        let last = String(simpleName.split(separator: ".").last ?? Substring(simpleName))
        // A key path argument usually makes the type generic over its root (`KeyPathComparator(\Item.date)`,
        // `SortDescriptor(\.name)`), whatever the type's name: not certain.
        if !specialized, call.arguments.contains(where: { $0.expression.is(KeyPathExprSyntax.self) }) { return nil }
        if model.typesWithFailableInit.contains(simpleName) || model.typesWithFailableInit.contains(last) { return nil }
        if let label = call.arguments.first?.label?.text, failableLabels.contains(label) { return nil }
        if convertingTypes.contains(simpleName), call.arguments.count == 1, call.arguments.first?.label == nil {
            let argument = call.arguments.first!.expression
            let literal = argument.is(IntegerLiteralExprSyntax.self) || argument.is(FloatLiteralExprSyntax.self)
                || argument.is(BooleanLiteralExprSyntax.self)
            if !literal { return nil }
        }
        return typeText
    }

    /// The text of an expression that names a type: `Foo`, `A.B`, `Foo<Int>`, `[Foo]`; nil otherwise.
    static func typeLike(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            guard reference.argumentNames == nil, case .identifier(let name) = reference.baseName.tokenKind,
                  name.first?.isUppercase == true else { return nil }
            return plainTypeText(Syntax(reference))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            guard member.declName.argumentNames == nil, case .identifier(let name) = member.declName.baseName.tokenKind,
                  name.first?.isUppercase == true, typeLike(base) != nil else { return nil }
            return plainTypeText(Syntax(member))
        }
        if let specialized = expr.as(GenericSpecializationExprSyntax.self) {
            guard typeLike(specialized.expression) != nil else { return nil }
            return plainTypeText(Syntax(specialized))
        }
        if let typeExpr = expr.as(TypeExprSyntax.self) { return plainTypeText(Syntax(typeExpr.type)) }
        if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let inner = typeLike(array.elements.first!.expression) {
            return "[\(inner)]"
        }
        return nil
    }

    /// The node's text when it is on one line without comments.
    private static func plainTypeText(_ node: Syntax) -> String? {
        let text = node.trimmedDescription
        if text.contains("\n") || text.contains("\r") || text.contains("//") || text.contains("/*") { return nil }
        return text
    }

    /// True when evaluating the operator sequence `elements` has no side effects: literals,
    /// identifiers, `.case`, call-free member chains, operators, casts, tuples, collection
    /// literals, closures and key paths over such. With `allowStateConstruction`, a call of
    /// `State(…)`, `State<T>(…)`, `SwiftUI.State(…)`, `.init(…)` with pure arguments also counts.
    package static func isPure(_ elements: [ExprSyntax], allowStateConstruction: Bool = false) -> Bool {
        elements.allSatisfy { isPure($0, allowStateConstruction: allowStateConstruction) }
    }

    package static func isPure(_ expr: ExprSyntax, allowStateConstruction: Bool = false) -> Bool {
        let pure = { (e: ExprSyntax) in isPure(e, allowStateConstruction: allowStateConstruction) }
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self)
            || expr.is(NilLiteralExprSyntax.self) || expr.is(DeclReferenceExprSyntax.self) || expr.is(BinaryOperatorExprSyntax.self)
            || expr.is(TypeExprSyntax.self) || expr.is(KeyPathExprSyntax.self) || expr.is(ClosureExprSyntax.self)
            || expr.is(UnresolvedAsExprSyntax.self) || expr.is(UnresolvedIsExprSyntax.self) || expr.is(RegexLiteralExprSyntax.self)
            || expr.is(SuperExprSyntax.self) {
            return true
        }
        if let string = expr.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { segment in
                guard case .expressionSegment(let interpolation) = segment else { return true }
                return interpolation.expressions.allSatisfy { pure($0.expression) }
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base.map(pure) ?? true }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return sequence.elements.allSatisfy { element in
                if element.is(AssignmentExprSyntax.self) { return false }
                if let ternary = element.as(UnresolvedTernaryExprSyntax.self) { return pure(ternary.thenExpression) }
                return pure(element)
            }
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            return !infix.operator.is(AssignmentExprSyntax.self) && pure(infix.leftOperand) && pure(infix.rightOperand)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return pure(prefix.expression) }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self) { return pure(postfix.expression) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return pure(unwrap.expression) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return pure(chain.expression) }
        if let tuple = expr.as(TupleExprSyntax.self) { return tuple.elements.allSatisfy { pure($0.expression) } }
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { pure($0.expression) } }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { pure($0.key) && pure($0.value) }
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return pure(ternary.condition) && pure(ternary.thenExpression) && pure(ternary.elseExpression)
        }
        if let cast = expr.as(AsExprSyntax.self) { return pure(cast.expression) }
        if let check = expr.as(IsExprSyntax.self) { return pure(check.expression) }
        if allowStateConstruction, let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           call.additionalTrailingClosures.isEmpty, isStateConstructor(call.calledExpression) {
            // Only the outermost call may be the State construction: `.init(poll: poll)` inside it is not.
            return call.arguments.allSatisfy { isPure($0.expression) }
        }
        return false
    }

    /// `State`, `SwiftUI.State`, `State<T>`, `State.init`, `.init`.
    package static func isStateConstructor(_ callee: ExprSyntax) -> Bool {
        var callee = callee
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            guard let base = member.base else { return true }
            callee = base
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        let text = callee.trimmedDescription
        return StateAttribute.matches(text)
    }

    /// True when a comment lies in `range` of `node`'s tokens' trivia (UTF-8 offsets).
    package static func containsComment(in range: Range<Int>, of node: some SyntaxProtocol) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia.pieces {
                let length = piece.sourceLength.utf8Length
                if piece.isComment, range.overlaps(offset..<(offset + length)) { return true }
                offset += length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia.pieces {
                let length = piece.sourceLength.utf8Length
                if piece.isComment, range.overlaps(offset..<(offset + length)) { return true }
                offset += length
            }
        }
        return false
    }
}
