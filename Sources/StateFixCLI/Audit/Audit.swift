import Foundation
import StateFixCore
import StateFixModel
import StateFixRules
import SwiftSyntax

/// `statefix audit`: the survey a team needs before switching to Xcode 27. It reads the model
/// the run built (the first pass's indexes, over the files as read), never a second one.
enum Audit {
    struct Numbers: Encodable {
        struct RuleCount: Encodable { var rule: String; var autoFixable: Int; var needsPerson: Int }
        struct FileCount: Encodable { var file: String; var needsPerson: Int; var findings: Int }
        var filesScanned = 0
        var stateDeclarations = 0
        var withInitialValue = 0
        var withoutTypeAnnotation = 0
        var filesWithInitializedStateAndInit = 0
        var storageAssignments = 0
        var deploymentTarget = "unknown"
        var languageMode = "unknown"
        var rules: [RuleCount] = []
        var reviewFirst: [FileCount] = []
    }

    static func numbers(_ workspace: Workspace, _ result: EngineResult) -> Numbers {
        var numbers = Numbers()
        numbers.filesScanned = workspace.editScopeCount
        numbers.deploymentTarget = workspace.deploymentTarget?.summary ?? "unknown (no Package.swift or .xcodeproj found; pass --min-ios)"
        numbers.languageMode = workspace.languageMode.map { "Swift \($0.mode.rawValue) (from \($0.source))" }
            ?? "unknown (Swift 6 first, then Swift 5; pass --swift-version)"
        let model = result.indexes.get(TypeIndex.self)
        let analyses = result.indexes.get(InitializerAnalyses.self)
        var filesWithBoth = Set<Int>()
        for type in model.types where workspace.editable.contains(type.file.index) {
            let states = type.stateProperties
            numbers.stateDeclarations += states.count
            numbers.withInitialValue += states.filter { $0.initialValue != nil }.count
            numbers.withoutTypeAnnotation += states.filter { $0.typeAnnotation == nil }.count
            if states.contains(where: { $0.initialValue != nil }) && !type.initializers.isEmpty { filesWithBoth.insert(type.file.index) }
            for initializer in type.initializers {
                numbers.storageAssignments += analyses.analysis(of: initializer, in: type).statements
                    .flatMap(\.assignments).filter { $0.isStorage && $0.property.isState }.count
            }
        }
        numbers.filesWithInitializedStateAndInit = filesWithBoth.count
        for rule in RuleRegistry.all.map({ $0.id }) + [RuleCatalog.configuration.id] {
            let mine = result.findings.filter { $0.ruleID == rule }
            if mine.isEmpty { continue }
            numbers.rules.append(.init(rule: rule, autoFixable: mine.filter(\.fixAccepted).count, needsPerson: mine.filter { !$0.fixAccepted }.count))
        }
        let byFile = Dictionary(grouping: result.findings, by: \.file)
        numbers.reviewFirst = byFile.map { file, findings in
            Numbers.FileCount(file: workspace.sources[file].path, needsPerson: findings.filter { !$0.fixAccepted && $0.severity != .note }.count,
                              findings: findings.count)
        }
        .filter { $0.needsPerson > 0 }
        .sorted { ($1.needsPerson, $0.file) < ($0.needsPerson, $1.file) }
        .prefix(10).map { $0 }
        return numbers
    }

    static func run(_ workspace: Workspace, options: CommandOptions, environment: StatefixCommand.Environment) -> Int32 {
        let result = workspace.runEngine()
        let numbers = numbers(workspace, result)
        let text: String
        switch options.format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            struct Document: Encodable { var version = 1; var tool = "statefix"; var audit: Numbers }
            text = String(decoding: (try? encoder.encode(Document(audit: numbers))) ?? Data(), as: UTF8.self) + "\n"
        case .markdown:
            text = markdown(numbers)
        case .text:
            text = table(numbers)
        case .sarif, .github:
            let report = Report(files: workspace.sources, scanned: workspace.editScopeCount, findings: result.findings,
                                problems: workspace.problems + result.problems, outcome: .check, changedFiles: 0)
            text = report.render(options.format)
        }
        if !StatefixCommand.emit(text, options: options, environment: environment, toStdout: true) { return 2 }
        for problem in workspace.problems + result.problems where options.format == .text {
            environment.stderr(problem.formatted + "\n")
        }
        return (workspace.problems + result.problems).contains { $0.severity == .error } ? 2 : 0
    }

    static func rows(_ n: Numbers) -> [(String, String)] {
        [("Swift files scanned", "\(n.filesScanned)"),
         ("@State declarations", "\(n.stateDeclarations)"),
         ("  with an initial value", "\(n.withInitialValue)"),
         ("  without a type annotation", "\(n.withoutTypeAnnotation)"),
         ("Files with an initialized @State and a hand-written init", "\(n.filesWithInitializedStateAndInit)"),
         ("`_x = State(initialValue:)`-style storage assignments", "\(n.storageAssignments)"),
         ("Minimum deployment target", n.deploymentTarget),
         ("Language mode", n.languageMode)]
    }

    static func table(_ n: Numbers) -> String {
        var out = "statefix audit: Xcode 27 @State migration survey\n\n"
        let overview = rows(n)
        let width = overview.map(\.0.count).max() ?? 0
        for (label, value) in overview { out += label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value + "\n" }
        out += "\nFindings by rule               auto-fixable  needs a person\n"
        if n.rules.isEmpty { out += "  (none)\n" }
        for rule in n.rules {
            out += "  " + rule.rule.padding(toLength: 28, withPad: " ", startingAt: 0)
                + String(rule.autoFixable).leftPadded(12, " ") + String(rule.needsPerson).leftPadded(16, " ") + "\n"
        }
        out += "\nFiles to review first (findings that need a person)\n"
        if n.reviewFirst.isEmpty { out += "  (none)\n" }
        for file in n.reviewFirst { out += "  \(file.needsPerson)  \(file.file)\n" }
        return out
    }

    static func markdown(_ n: Numbers) -> String {
        var out = "### Xcode 27 @State migration survey (statefix)\n\n| | |\n|---|---|\n"
        for (label, value) in rows(n) { out += "| \(label.trimmingCharacters(in: .whitespaces)) | \(value) |\n" }
        out += "\n| Rule | Auto-fixable | Needs a person |\n|---|---:|---:|\n"
        for rule in n.rules { out += "| `\(rule.rule)` | \(rule.autoFixable) | \(rule.needsPerson) |\n" }
        if n.rules.isEmpty { out += "| (none) | 0 | 0 |\n" }
        if !n.reviewFirst.isEmpty {
            out += "\nFiles to review first:\n\n"
            for file in n.reviewFirst { out += "- `\(file.file)` (\(file.needsPerson) to review)\n" }
        }
        return out
    }
}

extension String {
    func leftPadded(_ width: Int, _ pad: Character) -> String {
        String(repeating: pad, count: max(0, width - count)) + self
    }
}
