import SwiftParser
import SwiftSyntax

/// Every rule statefix runs, in the order they run (`state-init-order` builds on the fixes
/// `state-default-and-init` plans).
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        StateDefaultAndInit.self,
        StateInitOrder.self,
        StateDefaultOtherFile.self,
        StateComposition.self,
        StateMemberwiseInit.self,
        StateGenericArgument.self,
        StateTypeAnnotation.self,
        StateEagerClassInit.self,
    ]
}

/// The result of one run over a set of files.
public struct EngineResult {
    /// Findings sorted by file path, line, column, rule id.
    public var findings: [Finding]
    /// New contents of each file a fix changes, by file index.
    public var outputs: [Int: [UInt8]]
    /// The accepted edits behind each output, by file index (UTF-8 ranges of the original).
    public var edits: [Int: [SourceEdit]] = [:]
    /// Files with syntax errors (analysed, never edited).
    public var problems: [SourceProblem]
}

/// Runs rules over files and applies their fixes: one code path for lint and fix.
public struct Engine {
    /// The rule id of findings about statefix's own configuration and suppression comments.
    public static let configurationRuleID = "statefix-config"

    public var rules: [any Rule.Type]
    public var options: EngineOptions

    public init(rules: [any Rule.Type] = RuleRegistry.all, options: EngineOptions = EngineOptions()) {
        self.rules = rules
        self.options = options
    }

    /// Analyses `files` together (one model across all of them) and returns findings and the
    /// fixed bytes of every file a fix changes.
    ///
    /// A fix is applied entirely or not at all: it is dropped when one of its edits overlaps
    /// an edit already accepted, touches a file with syntax errors, needs a dropped fix, or
    /// when the edited file would not re-parse without errors.
    ///
    /// - Parameters:
    ///   - files: every file of the model (the analysis scope).
    ///   - editable: indices of the files to report on and edit (the edit scope); nil for all.
    ///     A fix that would edit another file is withheld.
    ///   - isEnabled: whether a rule applies to a file (configuration); suppression comments
    ///     are applied on top. Disabled or suppressed findings lose their fixes too.
    public func run(_ files: [SourceFile], editable: Set<Int>? = nil,
                    isEnabled: (String, SourceFile) -> Bool = { _, _ in true }) -> EngineResult {
        let model = ProjectModel(files: files)
        let context = RuleContext(model: model, options: options)
        var findings: [Finding] = []
        for rule in rules { findings += rule.init().check(context) }
        let inScope = { (file: Int) in editable?.contains(file) ?? true }
        // A file with syntax errors is reported once, as a problem; its declarations still
        // count (fixes that rely on them are withheld), but no finding points into it.
        findings.removeAll { files[$0.file].syntaxError != nil || !inScope($0.file) || !isEnabled($0.ruleID, files[$0.file]) }
        let known = Set(RuleRegistry.all.map { $0.description.id })
        var suppressions: [Int: Suppressions] = [:]
        // Only a file that contains the text `statefix:` can hold a suppression comment.
        for file in files.indices where inScope(file) && files[file].syntaxError == nil && Prefilter.contains(files[file].bytes, "statefix:") {
            suppressions[file] = Suppressions(files[file], knownRules: known)
        }
        findings.removeAll { finding in
            suppressions[finding.file]?.suppresses(finding.ruleID, onLine: files[finding.file].location(of: finding.offset).line) ?? false
        }
        for (file, suppression) in suppressions.sorted(by: { $0.key < $1.key }) {
            for problem in suppression.problems {
                findings.append(Finding(ruleID: Self.configurationRuleID, severity: .warning, message: problem.message + ".", file: file, offset: problem.offset))
            }
        }

        var rejected = Set<Int>()
        var outputs: [Int: [UInt8]] = [:]
        var acceptedEdits: [Int: [SourceEdit]] = [:]
        while true {
            var accepted: [Int: Fix] = [:]
            var order: [Int] = []
            var editsByFile: [Int: [SourceEdit]] = [:]
            var editIndex: [Int: EditIndex] = [:]
            for finding in findings {
                guard let fix = finding.fix, accepted[fix.id] == nil, !rejected.contains(fix.id) else { continue }
                let ok = fix.requires.allSatisfy { accepted[$0] != nil }
                    && fix.edits.allSatisfy { edit in
                        files[edit.file].syntaxError == nil && inScope(edit.file)
                            && !(editIndex[edit.file]?.overlaps(edit) ?? false)
                            && !fix.edits.contains { $0 != edit && $0.overlaps(edit) }
                    }
                if ok {
                    accepted[fix.id] = fix
                    order.append(fix.id)
                    for edit in fix.edits {
                        editsByFile[edit.file, default: []].append(edit)
                        editIndex[edit.file, default: EditIndex()].insert(edit)
                    }
                } else {
                    rejected.insert(fix.id)
                }
            }
            outputs = [:]
            acceptedEdits = editsByFile
            var failed = false
            for (file, edits) in editsByFile {
                let output = EditApplier.apply(edits, to: files[file].bytes)
                if output == files[file].bytes { continue }
                let reparsed = output.withUnsafeBufferPointer { Parser.parse(source: $0) }
                if reparsed.hasError {
                    // Withhold every fix touching this file, then redo the rest.
                    for id in order where accepted[id]!.edits.contains(where: { $0.file == file }) { rejected.insert(id) }
                    failed = true
                } else {
                    outputs[file] = output
                }
            }
            if failed { continue }
            for index in findings.indices {
                guard let fix = findings[index].fix else { continue }
                if accepted[fix.id] != nil {
                    findings[index].fixApplied = true
                } else {
                    let touched = fix.edits.map(\.file)
                    if let outside = touched.first(where: { !inScope($0) }) {
                        findings[index].noFixReason = "it would also edit \(files[outside].path), which is outside the files given"
                    } else if touched.contains(where: { files[$0].syntaxError != nil }) {
                        findings[index].noFixReason = "a file it would edit has a syntax error"
                    } else {
                        findings[index].noFixReason = "the fix conflicts with another fix or would not re-parse; fix it by hand"
                    }
                    findings[index].fix = nil
                }
            }
            break
        }
        findings.sort { lhs, rhs in
            let (a, b) = (files[lhs.file], files[rhs.file])
            if a.path != b.path { return a.path < b.path }
            if lhs.offset != rhs.offset { return lhs.offset < rhs.offset }
            return lhs.ruleID < rhs.ruleID
        }
        return EngineResult(findings: findings, outputs: outputs, edits: acceptedEdits.filter { outputs[$0.key] != nil },
                            problems: files.compactMap(\.syntaxError))
    }
}

extension Finding {
    /// `path:line:column: severity: message [rule-id]` (1-based line, UTF-8 column).
    public func formatted(in files: [SourceFile]) -> String {
        let file = files[self.file]
        let (line, column) = file.location(of: offset)
        return "\(file.path):\(line):\(column): \(severity.rawValue): \(fullMessage) [\(ruleID)]"
    }
}

/// The accepted edits of one file, sorted by start, for overlap checks in O(log n).
struct EditIndex {
    private var edits: [SourceEdit] = []

    /// Position of the first edit whose start is not below `offset`.
    private func position(of offset: Int) -> Int {
        var low = 0, high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// True when `edit` overlaps an edit already here. Accepted edits never overlap, so their
    /// ends grow with their starts: scanning back from the last edit that starts before
    /// `edit` ends, the first one that ends before `edit` starts ends the search.
    func overlaps(_ edit: SourceEdit) -> Bool {
        var index = position(of: edit.range.upperBound + 1) - 1
        while index >= 0 {
            let other = edits[index]
            if other.overlaps(edit) { return true }
            if other.range.upperBound <= edit.range.lowerBound { break }
            index -= 1
        }
        return false
    }

    mutating func insert(_ edit: SourceEdit) {
        edits.insert(edit, at: position(of: edit.range.lowerBound))
    }
}
