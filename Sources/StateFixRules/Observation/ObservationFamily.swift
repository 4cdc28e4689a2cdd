import StateFixCore
import StateFixModel
import SwiftSyntax

extension RuleFamily {
    /// `ObservableObject` → the Observation framework.
    package static let observation = RuleFamily(id: "observation", sourceFolder: "Observation", summary: "ObservableObject to Observation")
}

extension ObservationFamily {
    /// The `observation` family: the migration reads every file (a use site can be anywhere);
    /// the report-only rules read the files that spell their wrapper or `ForEach`, and the
    /// declarations of the types that hold them. Its audit section is the migration's plan
    /// (`ObservationSurvey`).
    static let description = FamilyDescription(.observation, readings: [
        RuleReading(ObservationForeachPositionIdentity.id, needles: [TriggerWords.forEach], alsoRequiresOneOf: ["enumerated", "indices", ".count"],
                    follows: [ownerFollower], looksInto: Trigger(anyOf: [TriggerWords.forEach], context: ObservationForeachPositionIdentity.positionalArguments),
                    indexes: [TypeIndex.self, ObservationSiteIndex.self]),
        RuleReading(ObservationModel.id, needles: needles, readsEveryFile: true, selectsFilesWith: ObservationIndex.selectingTriggers,
                    looksInto: Trigger(anyOf: [TriggerWords.observableObject], wholeWords: true), indexes: [TypeIndex.self, ObservationIndex.self]),
        RuleReading(ObservationObservedObjectOwned.id, needles: [TriggerWords.observedObject], follows: [ownerFollower, ObservationObservedObjectOwned.callerFollower],
                    indexes: [TypeIndex.self, ObservationSiteIndex.self]),
    ], audit: ObservationSurvey.self)
}

/// What the rules of the `observation` family share: their needles, the holders their
/// report-only rules follow into other files, and the edits every Observation fix is made of
/// (`../shared/observation-migration.md` has the evidence for each condition).
enum ObservationFamily {
    /// A file without one of these holds no `ObservableObject` class, no use site of one and
    /// nothing that blocks a conversion but a Combine publisher of a `@Published` property
    /// (`x.$name`), which the plan reads by name (`ObservationIndex.publishers(named:)`).
    static let needles = [TriggerWords.observableObject, TriggerWords.published, TriggerWords.stateObject, TriggerWords.observedObject,
                          TriggerWords.environmentObject, "environmentObject", "objectWillChange"]

    /// What `observation-observed-object-owned` and `observation-foreach-position-identity`
    /// read in other files about the type that holds an `@ObservedObject` or a positional
    /// `ForEach`: its declarations and extensions (a `View` conformance, initializers, stored
    /// properties), and any other type of its name (which makes the holder ambiguous).
    static let ownerFollower: NameFollower = NameFollower(id: "observation-owners", needles: ObservationSiteFacts.needles) { file in
        // Only where the rules could report (a walk of every file that says `ForEach` is not free).
        let wrappers = description.reading(of: ObservationObservedObjectOwned.id).trigger.matches(file.bytes)
        let forEach = description.reading(of: ObservationForeachPositionIdentity.id).trigger.matches(file.bytes)
        guard wrappers || forEach else { return [] }
        let collector = OwnerNameCollector(file: file, wrappers: wrappers, forEach: forEach)
        collector.walk(file.transientTree)
        return collector.names
    }

    /// The last component of a holder's name (`Row` for `Settings.Row`): the prefilter's byte
    /// scans match it in a nested declaration and in each component of an extension's name.
    static func leafName(_ owner: String) -> String {
        String(owner.split(separator: ".").last ?? Substring(owner))
    }

    /// The deployment targets `@Observable`, `Bindable` and `Environment(_:)` need.
    static let iOS17 = OSVersion("17.0")!, macOS14 = OSVersion("14.0")!, watchOS10 = OSVersion("10.0")!, tvOS17 = OSVersion("17.0")!

    /// Each platform's minimum for the Observation framework, by name as `DeploymentTarget.versions` gives it.
    static let minimums = ["iOS": iOS17, "macOS": macOS14, "watchOS": watchOS10, "tvOS": tvOS17]

    static let requirement = "@Observable needs iOS 17, macOS 14, watchOS 10, tvOS 17"

    /// Why the project cannot use the Observation framework, or nil when every known
    /// deployment target has it.
    /// `platformsBuilt` (`iOS`, `macOS`): the platforms the projects found build for, so that
    /// the advice names only their flags.
    static func deploymentProblem(_ target: DeploymentTarget?, platformsBuilt: [String] = []) -> String? {
        guard let target, !target.isEmpty else {
            let named = platformsBuilt.compactMap { platform in DeploymentTarget.flag(for: platform).map { "\($0) \(minimums[platform]!)" } }
            let advice = named.isEmpty ? "pass --min-ios 17.0 and the like" : "pass \(EnglishList.and(named))"
            return "the deployment target is unknown (\(requirement)): \(advice), or set it in .statefix.json"
        }
        let below = target.versions.filter { $0.version < minimums[$0.platform]! }
        guard !below.isEmpty else { return nil }
        // Each platform names the target it comes from (a file of an iOS app and a macOS widget).
        var sources: [String] = []
        for entry in below where !sources.contains(target.source(of: entry.platform)) { sources.append(target.source(of: entry.platform)) }
        let needed = below.map { "\($0.platform) \(minimums[$0.platform]!)" }.joined(separator: " and ")
        return "the deployment target is \(below.map { "\($0.platform) \($0.version)" }.joined(separator: " and ")) (\(sources.joined(separator: "; "))); @Observable needs \(needed): raise it, or back-port with swift-perception"
    }

    // MARK: edits

    /// Removes `attribute` and the blanks after it; its whole line when it stands alone there.
    static func removal(of attribute: AttributeSyntax, in file: SourceFile) -> FileEdit {
        let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = attribute.endPositionBeforeTrailingTrivia.utf8Offset
        if file.onlyWhitespaceBefore(start), let lineEnd = LineLayout.lineEnd(after: attribute, in: file),
           file.text(end..<lineEnd).trimmingCharacters(in: " \t\n\r").isEmpty {
            return FileEdit(file: file.index, range: file.lineStart(start)..<lineEnd, replacement: "")
        }
        var stop = end
        while stop < file.bytes.count, file.bytes[stop] == 32 || file.bytes[stop] == 9 { stop += 1 }
        return FileEdit(file: file.index, range: start..<stop, replacement: "")
    }

    /// Removes a declaration with its lines and the comment lines right above it (they are
    /// about it); nil when it shares a line with other code.
    static func declarationRemoval(_ declaration: some SyntaxProtocol, in file: SourceFile) -> FileEdit? {
        let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        guard LineLayout.startsLine(declaration, in: file), let end = LineLayout.lineEnd(after: declaration, in: file) else { return nil }
        var lineStart = file.lineStart(start)
        let floor = declaration.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia.utf8Offset ?? 0
        while lineStart > floor {
            let previous = file.previousLineStart(lineStart)
            guard previous >= floor else { break }
            let text = file.text(previous..<lineStart).trimmingCharacters(in: " \t\n\r")
            guard text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") else { break }
            lineStart = previous
        }
        return FileEdit(file: file.index, range: lineStart..<end, replacement: "")
    }

    /// Renames an attribute: the last name of a qualified one (`StateObject` in
    /// `@SwiftUI.StateObject` → `State`), else the name as `spelling` writes it (`SwiftUI.State`
    /// where the module shadows `State`).
    static func renaming(_ attribute: AttributeSyntax, to name: String, spelled spelling: String, in file: SourceFile) -> FileEdit {
        if let qualified = attribute.attributeName.as(MemberTypeSyntax.self) { return FileEdit.replace(qualified.name, with: name, in: file) }
        return FileEdit.replace(attribute.attributeName.lastToken(viewMode: .sourceAccurate)!, with: spelling, in: file)
    }

    /// Removes `ObservableObject` (any spelling) from an inheritance clause with one comma, or
    /// the whole clause when it is the only entry.
    static func removingConformance(from clause: InheritanceClauseSyntax, in file: SourceFile) -> FileEdit? {
        let types = Array(clause.inheritedTypes)
        guard let index = types.firstIndex(where: { ObservationCollector.isObservableObject(Declarations.typeName($0.type)) }) else { return nil }
        let entry = types[index]
        if types.count == 1 {
            return FileEdit(file: file.index, range: clause.positionAfterSkippingLeadingTrivia.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
                .trimmingLeadingBlank(in: file)
        }
        if index + 1 < types.count {
            return FileEdit(file: file.index, range: entry.positionAfterSkippingLeadingTrivia.utf8Offset..<types[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "")
        }
        let comma = types[index - 1].trailingComma!
        return FileEdit(file: file.index, range: comma.positionAfterSkippingLeadingTrivia.utf8Offset..<entry.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
    }

    /// `@Observable` on its own line before a class's modifiers (after its attributes), with
    /// the declaration's indentation and the file's line ending.
    static func observableAttribute(on declaration: ClassDeclSyntax, spelled spelling: String, in file: SourceFile) -> FileEdit {
        let anchor: Syntax = declaration.modifiers.first.map(Syntax.init) ?? Syntax(declaration.classKeyword)
        let offset = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
        let indentation = file.indentation(ofLineAt: declaration.positionAfterSkippingLeadingTrivia.utf8Offset)
        let lineEnding = file.lineEnding(at: offset)
        return FileEdit(file: file.index, range: offset..<offset, replacement: "@" + spelling + lineEnding + indentation)
    }

    /// `import Observation` after the file's last import (inside the same `#if`), or before
    /// its first statement when it has none; nil when it imports SwiftUI, SwiftData or
    /// Observation already.
    static func observationImport(in file: SourceFile) -> FileEdit? {
        let items = SyntaxFacts.fileLevelItems(of: file)
        let imports = items.compactMap { $0.item.as(ImportDeclSyntax.self) }
        if imports.contains(where: { ["SwiftUI", "Observation", "SwiftData"].contains($0.path.first?.name.text ?? "") }) { return nil }
        let lineEnding = file.dominantLineEnding
        if let last = imports.last {
            let indentation = file.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset)
            if let end = LineLayout.lineEnd(after: last, in: file) {
                return FileEdit(file: file.index, range: end..<end, replacement: indentation + "import Observation" + lineEnding)
            }
            return FileEdit.insert(lineEnding + indentation + "import Observation", after: last, in: file)
        }
        guard let first = file.tree.statements.first else { return nil }
        return FileEdit.insert("import Observation" + lineEnding + lineEnding, before: first, in: file)
    }
}

extension FileEdit {
    /// The edit widened over the spaces before its range (`class C: X {` → `class C {`).
    func trimmingLeadingBlank(in file: SourceFile) -> FileEdit {
        var start = range.lowerBound
        while start > 0, file.bytes[start - 1] == 32 { start -= 1 }
        // Keep one space when the range is followed by the body's brace without one.
        let next = range.upperBound < file.bytes.count ? file.bytes[range.upperBound] : 0
        if next != 32 && next != 10 && next != 13 && start < range.lowerBound { start += 1 }
        return FileEdit(file: file.index, range: start..<range.upperBound, replacement: replacement)
    }
}

/// The names `ObservationFamily.ownerFollower` returns for one file: the holders of its
/// `@ObservedObject` properties and of its positional `ForEach` calls.
private final class OwnerNameCollector: GatedVisitor {
    var names = Set<String>()
    let wrappers: Bool, forEach: Bool

    /// A subtree that does not say what is looked for is not walked.
    init(file: SourceFile, wrappers: Bool, forEach: Bool) {
        self.wrappers = wrappers
        self.forEach = forEach
        super.init(file: file, needles: (wrappers ? [TriggerWords.observedObject] : []) + (forEach ? [TriggerWords.forEach] : []))
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if wrappers, Declarations.attributeNodes(node.attributes).contains(where: { $0.simpleName == "ObservedObject" }),
           let owner = ObservationCollector.owner(of: Syntax(node)) {
            names.insert(ObservationFamily.leafName(owner))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard forEach else { return .visitChildren }
        let callee = Identifiers.strippingInit(node.calledExpression)
        let leaf = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if leaf == "ForEach", ObservationForeachPositionIdentity.positionalCollection(node) != nil,
           let owner = ObservationCollector.owner(of: Syntax(node)) {
            names.insert(ObservationFamily.leafName(owner))
        }
        return .visitChildren
    }
}
