import StateFixCore
import StateFixModel
import SwiftSyntax

/// `observation-observed-object-owned` (warning; its fix is opt-in): an `@ObservedObject` in a
/// view that creates its own object (`@ObservedObject var model = Model()`).
///
/// Follows Apple's `ObservedObject` documentation ("Don't specify a default or initial value for
/// the observed object; use `StateObject`") and its data-flow guidance: nobody owns the object,
/// so SwiftUI creates a new one whenever the parent creates this view again, and the state in it
/// is lost (SwiftLint request #6829 reports crashes in `ObservedObjectPropertyBox`). The fix,
/// `@StateObject private var`, makes the object live as long as the view; that is a change in
/// behaviour (usually the intended one), so it is applied only with `"fix": true`.
struct ObservationObservedObjectOwned: ProjectRule {
    static let description = RuleDescription(
        id: "observation-observed-object-owned", family: .observation,
        summary: "An @ObservedObject in a view creates its own object, which nobody owns and SwiftUI re-creates whenever the parent updates.",
        source: "Apple, ObservedObject documentation and SwiftUI data-flow guidance (use StateObject for an object a view creates)",
        severity: .warning,
        options: [RuleOption("fix", .bool, default: .bool(false),
                             help: "apply the fix (`@StateObject private var`), which keeps one object for the view's lifetime instead of a new one per update")],
        details: """
        `@ObservedObject var model = Model()` (or `Model.init()`, `.init()`, `makeModel()`, `{ … }()`)
        in a `View`, `App` or `Scene` creates the object every time the view value is created, and
        nothing keeps the first one: a parent update replaces it and its state. `= Model.shared` or
        another static member is fine (someone else owns it) and is not reported. An initializer of
        the view that creates it (`self.model = Model(…)`, `_model = ObservedObject(wrappedValue:
        Model(…))`) is reported too, without a fix.

        The fix writes `@StateObject`, and `private` where no caller passes the property's label and
        no other code reads it. It is opt-in (`"rules": {"observation-observed-object-owned": {"fix":
        true}}`) because the object then persists across parent updates. With the `observation`
        migration enabled, `observation-model` runs after this rule and turns the result into
        `@State` when the class converts; without the fix, when the migration makes a private
        self-created property `@State` itself, this finding is reported as fixed by it.
        """,
        triggeringExamples: [
            RuleExample("""
            final class Search: ObservableObject {}
            struct SearchView: View {
                @ObservedObject var ↓search = Search()
                var body: some View { Text("") }
            }
            """, expect: [FindingSpec(.warning, "creates its own object")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            final class Search: ObservableObject { static let shared = Search() }
            struct SearchView: View {
                @ObservedObject var search: Search
                @ObservedObject var shared = Search.shared
                @StateObject private var owned = Search()
                var body: some View { Text("") }
            }
            """),
        ],
        corrections: [
            RuleExample("""
            final class Search: ObservableObject {}
            struct SearchView: View {
                @ObservedObject var search = Search()
                var body: some View { Text("") }
            }
            """, corrected: """
            final class Search: ObservableObject {}
            struct SearchView: View {
                @StateObject private var search = Search()
                var body: some View { Text("") }
            }
            """, configuration: ExampleConfiguration(options: ["fix": .bool(true)])),
        ])

    /// Whether the fix may write `private` depends on every call that passes the property's
    /// label to the view (`SearchView(model: …)`) and every read of it from outside
    /// (`view.model`), in any file: for each property the fix could make private, its holder's
    /// name and its own are followed to every file that mentions them.
    static let callerFollower: NameFollower = NameFollower(id: "observation-observed-object-callers", reach: .mentions, needles: [TriggerWords.observedObject]) { file in
        guard ObservationFamily.description.reading(of: id).trigger.matches(file.bytes) else { return [] }
        // Only a subtree that says `ObservedObject` can hold one of its properties.
        final class Collector: GatedVisitor {
            var names = Set<String>()
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                guard Declarations.attributeNodes(node.attributes).contains(where: { $0.simpleName == "ObservedObject" }),
                      !node.modifiers.contains(where: { $0.detail == nil && AccessLevel(keyword: $0.name.text) != nil }),
                      node.bindings.count == 1, let binding = node.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value, creates(value),
                      let owner = ObservationCollector.owner(of: Syntax(node)) else { return .visitChildren }
                names.insert(ObservationFamily.leafName(owner))
                names.insert(Identifiers.unescaped(name))
                return .visitChildren
            }
        }
        let collector = Collector(file: file, needles: [TriggerWords.observedObject])
        collector.walk(file.transientTree)
        return collector.names
    }

    static let containers: Set<String> = ["View", "App", "Scene", "SwiftUI.View", "SwiftUI.App", "SwiftUI.Scene"]

    func check(_ context: ProjectContext) -> [Finding] {
        let index = context.index(ObservationSiteIndex.self)
        let applies = context.options.bool("fix")
        var findings: [Finding] = []
        // Findings and fixes stay in the property's file: other files are not looked into.
        for site in index.facts.flatMap(\.observedObjects) where context.reports(in: site.file.index) {
            guard let ownerName = site.owner, let owner = index.type(named: ownerName),
                  owner.inheritedTypeNames.contains(where: Self.containers.contains) else { continue }
            guard site.hasInitialValue else {
                // Created by an initializer of the view: the same object nobody owns, without a fix.
                if let creation = Self.creation(of: site.name, in: owner) {
                    findings.append(Self.finding(.warning, "@ObservedObject '\(site.name)' is created by \(creation.initializer): each parent update replaces it",
                                                 at: site.declaration.bindings.first!.pattern, in: site.file,
                                                 notes: [FindingNote("created here", at: creation.node, in: creation.file)],
                                                 noFixReason: "make it '@StateObject' set with '_\(site.name) = StateObject(wrappedValue: …)', or create the object in the parent"))
                }
                continue
            }
            guard site.initialValueIsCall else { continue }
            let file = site.file
            let nameToken = site.declaration.bindings.first!.pattern
            var finding = Self.finding(.warning, "@ObservedObject '\(site.name)' creates its own object: each update of \(owner.leafName)'s parent replaces it",
                                       at: nameToken, in: file)
            let makePrivate = !site.hasAccess && !Self.isPassedOrRead(site.name, of: owner.leafName, in: context.files)
            guard applies else {
                // The migration, in a later pass, makes a private self-created object @State with
                // its class: that is this finding's fix too.
                let name = ObservationFamily.renaming(site.attribute, to: "StateObject", spelled: "StateObject", in: file).range
                finding.remedy = Remedy(range: name, replacements: ["State", "StateObject", "SwiftUI.State", "SwiftUI.StateObject"])
                finding.noFixReason = "make it '@StateObject\(makePrivate || site.hasAccess ? " private" : "") var', or create it in the parent; \"rules\": {\"\(Self.id)\": {\"fix\": true}} in \(context.settingsFile) does the first"
                findings.append(finding)
                continue
            }
            var edits = [ObservationFamily.renaming(site.attribute, to: "StateObject", spelled: "StateObject", in: file)]
            if makePrivate { edits.append(FileEdit.insert("private ", before: site.declaration.bindingSpecifier, in: file)) }
            finding.fix = Fix(id: context.makeFixID(), summary: makePrivate ? "writes @StateObject private var" : "writes @StateObject", edits: edits)
            findings.append(finding)
        }
        return findings
    }

    /// The assignment in an initializer of `type` that creates the object of `name`
    /// (`self.name = Model()`, `name = Model()`, `_name = ObservedObject(wrappedValue: Model())`).
    static func creation(of name: String, in type: TypeDeclaration) -> (initializer: String, node: ExprSyntax, file: SourceFile)? {
        // From the facts first: only an initializer that assigns the property is looked into.
        for initializer in type.designatedInitializers where initializer.assignedNames.contains(name) || initializer.assignedNames.contains("_" + name) {
            guard let body = initializer.declaration.body else { continue }
            for item in body.statements {
                guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                      var value = sequence.elements.last else { continue }
                var target = sequence.elements.first!.trimmedDescription
                if target.hasPrefix("self.") { target = String(target.dropFirst(5)) }
                if target == "_" + name, let call = value.as(FunctionCallExprSyntax.self),
                   call.calledExpression.trimmedDescription.hasSuffix("ObservedObject"), let argument = call.arguments.first?.expression {
                    value = argument
                } else if target != name { continue }
                // A parameter or another object passed in is owned elsewhere.
                guard let call = value.as(FunctionCallExprSyntax.self), creates(value),
                      call.calledExpression.trimmedDescription.first?.isUppercase == true || call.calledExpression.is(MemberAccessExprSyntax.self) else { continue }
                return (initializer.displayName, value, initializer.file)
            }
        }
        return nil
    }

    /// True when a file passes `name` as a label to a call of `type` (`SearchView(model: …)`)
    /// or reads a member `name` through something other than `self` (`view.model`). Only the
    /// files whose bytes say `name` are walked (`callerFollower` brought every such file in).
    static func isPassedOrRead(_ name: String, of type: String, in files: [SourceFile]) -> Bool {
        final class Finder: SyntaxVisitor {
            let name: String, type: String
            var found = false
            init(name: String, type: String) {
                self.name = name
                self.type = type
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if ObservationCollector.calleeLeaf(node) == type, ObservationCollector.labelsPassed(node, calleeLeaf: type)?.contains(name) == true { found = true }
                return found ? .skipChildren : .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if ObservationCollector.foreignMemberName(node) == name { found = true }
                return found ? .skipChildren : .visitChildren
            }
        }
        return files.contains { file in
            guard Prefilter.contains(file.bytes, name) else { return false }
            let finder = Finder(name: name, type: type)
            finder.walk(file.transientTree)
            return finder.found
        }
    }

    /// True for an initial value that creates an object: a call (`Model()`, `.init()`,
    /// `makeModel()`, `{ … }()`), not a member (`Model.shared`).
    static func creates(_ value: ExprSyntax) -> Bool {
        value.is(FunctionCallExprSyntax.self)
    }
}
