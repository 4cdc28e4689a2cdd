import Foundation
import StateFixTestSupport
import SwiftParser
import SwiftSyntax

/// The behaviour oracle: the run-time half of "a conversion keeps what the code did". The
/// compile oracle proves a result builds; this proves that it notifies and renders as before.
///
/// For a fixture's `before/` files it finds every `ObservableObject` class (its conformance, an
/// extension's, or a superclass's in the files) and each stored `var` of it, and generates a
/// probe (an extension in the class's own file, so private properties are reachable, plus a
/// `main.swift`): for each property a new object is made, a different value is written, and
/// the probe prints whether a change notification fired (`objectWillChange` while the class is
/// an `ObservableObject`; `withObservationTracking`'s `onChange` for a read of the property once
/// it is `@Observable`). The same probe runs against `after/`; both are built against World 1
/// (`Tests/Oracle/Render.swift`: `@Published` and `@AppStorage` publish through the enclosing
/// instance, `@EnvironmentObject` traps when read without an injection, `@Environment(T.self)`
/// when its view is installed without one). Each `render:` line of `oracle.txt` then runs that
/// view's or app's bodies. The outputs must be equal, but for the properties a
/// `behaviour-differs:` line names (a documented difference such as `track_unpublished`).
///
/// What it cannot prove: SwiftUI's own update scheduling (which views re-run and when), writes
/// that do not go through the object (another `@AppStorage` of the key, `UserDefaults`), and
/// code the fixture's render lines do not reach.
struct BehaviourOracle {
    /// What `oracle.txt` says for the behaviour oracle.
    struct Spec: Sendable {
        /// `construct: Library = Library(name: "x")`: how the probe makes an object of a class
        /// (default `Library()`).
        var constructions: [String: String] = [:]
        /// `probe-value: Library.books = ["x"]`: the value the probe writes.
        var values: [String: String] = [:]
        /// `behaviour-differs: Counter.cache`: a property whose notification may differ.
        var differs: Set<String> = []
        /// `render: DemoApp()`: a view or app whose bodies run.
        var renders: [String] = []
        /// `delegate: AppDelegate()`: how an app delegate adaptor creates its delegate.
        var delegates: [String] = []
    }

    /// A class the probe observes.
    struct ObservedClass: Equatable {
        /// As a key path root names it (`Settings.Model` for a nested class).
        var name: String
        /// The file that declares it, relative to the case's folder.
        var file: String
        /// Its stored `var`s and those it inherits from classes of the files, by name.
        var properties: [String]
    }

    /// What a run printed: one line per probed property and render, in order.
    struct Outcome: Equatable {
        var lines: [String]
    }

    /// The `ObservableObject` classes of `files` (relative path → text), with their stored `var`s.
    static func observedClasses(in files: [(path: String, text: String)]) -> [ObservedClass] {
        var declared: [(name: String, file: String, inherited: [String], properties: [(name: String, isPrivate: Bool)], generic: Bool)] = []
        var conformingNames = Set<String>()
        for (path, text) in files {
            let collector = ClassCollector(viewMode: .sourceAccurate)
            collector.walk(Parser.parse(source: text))
            for found in collector.classes { declared.append((found.name, path, found.inherited, found.properties, found.generic)) }
            conformingNames.formUnion(collector.extendedConformances)
        }
        let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func leaf(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }
        func superclass(of name: String) -> String? {
            guard let first = byName[name]?.inherited.first else { return nil }
            return byName[first] != nil ? first : declared.first { leaf($0.name) == leaf(first) && $0.name.hasSuffix(first) }?.name
        }
        func isObservableObject(_ name: String, depth: Int = 0) -> Bool {
            guard depth < 16, let entry = byName[name] else { return false }
            if entry.inherited.contains(where: { ["ObservableObject", "Combine.ObservableObject", "SwiftUI.ObservableObject"].contains($0) })
                || conformingNames.contains(name) || conformingNames.contains(leaf(name)) { return true }
            return superclass(of: name).map { isObservableObject($0, depth: depth + 1) } ?? false
        }
        var result: [ObservedClass] = []
        for entry in declared where !entry.generic && isObservableObject(entry.name) {
            var properties = entry.properties.map(\.name)
            var current = superclass(of: entry.name)
            var depth = 0
            while let base = current, let baseEntry = byName[base], depth < 16 {
                // A private property of a class in another file is out of the probe's reach.
                properties += baseEntry.properties.filter { !$0.isPrivate || baseEntry.file == entry.file }.map(\.name)
                current = superclass(of: base)
                depth += 1
            }
            var seen = Set<String>()
            result.append(ObservedClass(name: entry.name, file: entry.file, properties: properties.filter { seen.insert($0).inserted }))
        }
        return result
    }

    /// The probe's sources for the files of `folder` (relative path → text): each class's file
    /// with the probe extension appended, and `main.swift`.
    static func instrumented(_ files: [(path: String, text: String)], classes: [ObservedClass], spec: Spec) -> [(path: String, text: String)] {
        var texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        for observed in classes {
            let construction = spec.constructions[observed.name] ?? "\(observed.name)()"
            let probes = observed.properties.map { property -> String in
                let label = "\(observed.name).\(property)"
                let value = spec.values[label].map { ", value: \($0)" } ?? ""
                return "            _oracleProbeHere(\"\(label)\", { \(construction) }, \\\(observed.name).\(property)\(value)),"
            }
            // A function at file level reaches a private class of the file from main.swift.
            texts[observed.file, default: ""] += """

                extension \(observed.name) {
                    @MainActor fileprivate static func \(probeFunction(observed))() -> [String] {
                        [
                \(probes.joined(separator: "\n"))
                        ]
                    }
                }
                @MainActor func \(probeFunction(observed))() -> [String] { \(observed.name).\(probeFunction(observed))() }

                """
        }
        // The class's file may not import SwiftUI; main.swift reaches the probe for it.
        var main = """
            import SwiftUI
            @MainActor func _oracleProbeHere<Root: AnyObject, Value>(_ label: String, _ make: () -> Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, value: Value? = nil) -> String {
                _oracleProbe(label, make, keyPath, value: value)
            }

            """
        for delegate in spec.delegates { main += "_oracleRegisterDelegate { \(delegate) }\n" }
        main += "MainActor.assumeIsolated {\n"
        for observed in classes { main += "    for line in \(probeFunction(observed))() { print(line) }\n" }
        for render in spec.renders {
            main += "    print(\"render: \(render.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\")\n"
            main += "    _oracleRender(\(render))\n    print(\"rendered\")\n"
        }
        main += "}\n"
        return texts.map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 } + [("main.swift", main)]
    }

    static func probeFunction(_ observed: ObservedClass) -> String {
        "_oracleProbes_" + observed.name.replacingOccurrences(of: ".", with: "_")
    }

    /// Builds and runs the probe of `files` in World 1; nil output with the compiler's message
    /// when it does not build.
    static func run(_ files: [(path: String, text: String)], classes: [ObservedClass], spec: Spec) throws -> (outcome: Outcome?, log: String) {
        let folder = Support.temporaryFolder("statefix-behaviour")
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for (path, text) in instrumented(files, classes: classes, spec: spec) where path != "main.swift" {
            // One flat folder: a case's files are distinct by name.
            let url = folder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "_"))
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        let main = instrumented(files, classes: classes, spec: spec).last!.text
        let (status, output) = try CompileOracle.shared.run(urls, main: main).get()
        if output.hasPrefix("does not build:") { return (nil, output) }
        var lines = output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("render: ") || $0 == "rendered" || $0.hasPrefix("trap: ") || $0.contains(": notifies") || $0.contains(": silent") || $0.contains(": unprobed") }
        if status != 0 && !lines.contains(where: { $0.hasPrefix("trap: ") }) { lines.append("exit status \(status)") }
        return (Outcome(lines: lines), output)
    }

    /// The differences between a run of `before` and one of `after` that `spec` does not
    /// declare, one line each; empty when the conversion behaves the same.
    static func differences(before: Outcome, after: Outcome, spec: Spec) -> [String] {
        var problems: [String] = []
        func probes(_ outcome: Outcome) -> [String: String] {
            Dictionary(outcome.lines.compactMap { line -> (String, String)? in
                for verdict in [": notifies", ": silent", ": unprobed"] {
                    if let range = line.range(of: verdict) { return (String(line[..<range.lowerBound]), String(line[range.lowerBound...].dropFirst(2))) }
                }
                return nil
            }, uniquingKeysWith: { first, _ in first })
        }
        let old = probes(before), new = probes(after)
        for (label, verdict) in old.sorted(by: { $0.key < $1.key }) {
            if verdict.hasPrefix("unprobed") { problems.append("\(label): \(verdict)"); continue }
            guard let now = new[label] else { problems.append("\(label): not probed after the conversion"); continue }
            if now != verdict && !spec.differs.contains(label) {
                problems.append("\(label): \(verdict) before the conversion, \(now) after")
            }
        }
        // Renders: each must end as before (rendered, or trapped).
        func renders(_ outcome: Outcome) -> [(String, String)] {
            var result: [(String, String)] = []
            for line in outcome.lines {
                if line.hasPrefix("render: ") { result.append((String(line.dropFirst(8)), "did not finish")) }
                else if line == "rendered", !result.isEmpty { result[result.count - 1].1 = "rendered" }
                else if line.hasPrefix("trap: "), !result.isEmpty { result[result.count - 1].1 = "traps (\(line.dropFirst(6)))" }
            }
            return result
        }
        let oldRenders = renders(before), newRenders = renders(after)
        for (index, render) in spec.renders.enumerated() {
            let was = index < oldRenders.count ? oldRenders[index].1 : "did not run"
            let now = index < newRenders.count ? newRenders[index].1 : "did not run (an earlier render trapped)"
            if was.hasPrefix("traps") != now.hasPrefix("traps") || (was == "rendered") != (now == "rendered") {
                problems.append("render \(render): \(was) before the conversion, \(now) after")
            }
        }
        return problems
    }
}

/// The classes of one file: qualified names, inherited type names, stored `var`s.
private final class ClassCollector: SyntaxVisitor {
    var classes: [(name: String, inherited: [String], properties: [(name: String, isPrivate: Bool)], generic: Bool)] = []
    /// Types an extension makes `ObservableObject` (`extension Library: ObservableObject {}`).
    var extendedConformances = Set<String>()
    private var scope: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (scope + [node.name.text]).joined(separator: ".")
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        var properties: [(String, Bool)] = []
        for member in node.memberBlock.members { properties += Self.storedVars(member.decl) }
        classes.append((name, inherited, properties, node.genericParameterClause != nil))
        scope.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { scope.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { scope.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("ObservableObject") }) == true {
            extendedConformances.insert(node.extendedType.trimmedDescription)
        }
        scope.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The stored instance `var`s a member declares, with whether they are private. Members
    /// inside `#if` are left out: which clause the oracle compiles is not this walk's to decide.
    static func storedVars(_ decl: DeclSyntax) -> [(String, Bool)] {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return [] }
        let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            if let accessors = binding.accessorBlock {
                // Observers keep a property stored; a getter makes it computed.
                guard case .accessors(let list) = accessors.accessors,
                      list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }) else { return nil }
            }
            return (name, isPrivate)
        }
    }
}
