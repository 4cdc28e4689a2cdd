import StateFixCore

/// The `observation` family's section of `statefix audit`, while `observation-model` is
/// enabled: the migration plan of the files as read (how many classes convert, what keeps the
/// others, and the use sites that change), and what is left of it, the change that unblocks the
/// most first; in `--format json`, the object `observation`.
struct ObservationSurvey: AuditSection, Sendable {
    /// The rule whose plan this is.
    static var rule: RuleDescription { ObservationModel.description }

    var classes = 0
    var convertible = 0
    var staying = 0
    /// Classes that stay, by reason (a class counts once per kind of reason).
    var stayingBecause: [String: Int] = [:]
    /// Use sites of the convertible classes, by conversion.
    var useSites: [String: Int] = [:]
    /// What is left: each group of classes that stay together (a class with its subclasses
    /// and superclasses), the sites to change before it converts, and the use sites it would
    /// convert; the fewest changes first, then the most use sites.
    var left: [Left] = []
    /// Classes whose name no file uses beyond declaring or extending them.
    var neverUsed: [Place] = []

    struct Left: Encodable, Sendable {
        /// The classes, by name (the first is the one the changes are about, in file order).
        var classes: [String]
        /// One per site that keeps them (a class-level reason at its declaration).
        var changes: [Change]
        /// Use sites that convert with them (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`, injections).
        var useSites: Int
    }

    struct Change: Encodable, Sendable, Equatable {
        var file: String
        /// 1-based.
        var line: Int
        var reason: String
    }

    struct Place: Encodable, Sendable {
        var name: String
        var file: String
        /// 1-based.
        var line: Int
    }

    /// The plan of the run's first pass, with its settings of observation-model; nil while
    /// that rule is not enabled.
    init?(_ input: AuditInput) {
        guard input.isEnabled(Self.rule.id) else { return nil }
        let plan = ObservationPlan(input.indexes.get(ObservationIndex.self), settings: ObservationPlan.Settings(input.options(for: Self.rule)))
        classes = plan.candidates.count
        for candidate in plan.candidates {
            if candidate.reasons.isEmpty {
                convertible += 1
                for kind in candidate.siteKinds { useSites[kind, default: 0] += 1 }
            } else {
                staying += 1
                for kind in Set(candidate.reasons.map(\.kind)) { stayingBecause[kind.rawValue, default: 0] += 1 }
            }
        }
        let files = plan.index.files
        func place(_ file: Int, _ offset: Int) -> (String, Int) { (files[file].path, files[file].location(of: offset).line) }
        for unit in Set(plan.candidates.map(\.unit)).sorted() {
            let members = plan.unit(unit)
            guard members.contains(where: { !$0.reasons.isEmpty }) else { continue }
            // A class tied to one that stays is unblocked with it: only the first causes count.
            var changes: [Change] = []
            for reason in members.flatMap(\.reasons) where reason.kind != .inheritance {
                let (file, line) = place(reason.file, reason.offset)
                let change = Change(file: file, line: line, reason: reason.kind.rawValue)
                if !changes.contains(change) { changes.append(change) }
            }
            let sites = members.reduce(0) { $0 + $1.siteNotes.count + $1.reasons.filter { [.useSite, .unresolvedSite].contains($0.kind) }.count }
            // Groups kept by the same sites are unblocked by the same change: one entry.
            if let same = left.firstIndex(where: { Set($0.changes.map { "\($0.file):\($0.line):\($0.reason)" }) == Set(changes.map { "\($0.file):\($0.line):\($0.reason)" }) }) {
                left[same].classes += members.map(\.type.leafName)
                left[same].useSites += sites
            } else {
                left.append(Left(classes: members.map(\.type.leafName), changes: changes, useSites: sites))
            }
        }
        left.sort { ($0.changes.count, -$0.useSites, $0.classes.first ?? "") < ($1.changes.count, -$1.useSites, $1.classes.first ?? "") }
        // A name that occurs only where its class is declared or extended: nothing uses the class.
        let names = WordSet(plan.candidates.map(\.type.leafName))
        var uses = [Int](repeating: 0, count: names.words.count)
        let declared = Set(plan.candidates.map { "\($0.type.file.index):\($0.type.nameOffset)" })
        for file in files {
            let bytes = file.bytes
            names.forEachOccurrence(in: bytes) { word, offset in
                if declared.contains("\(file.index):\(offset)") { return true }
                var before = offset
                while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
                let extends = before >= 9 && String(decoding: bytes[(before - 9)..<before], as: UTF8.self) == "extension"
                if !extends { uses[word] += 1 }
                return true
            }
        }
        for candidate in plan.candidates {
            guard let word = names.words.firstIndex(of: candidate.type.leafName), uses[word] == 0 else { continue }
            let (file, line) = place(candidate.type.file.index, candidate.type.nameOffset)
            neverUsed.append(Place(name: candidate.type.leafName, file: file, line: line))
        }
    }

    var jsonKey: String? { "observation" }

    var part: AuditPart? {
        AuditPart(title: "Observation migration", rule: Self.rule.id, rows: rows,
                  lists: [AuditPart.List(heading: "What is left, the change that unblocks the most first", items: leftLines())],
                  places: [AuditPart.Places(label: "Never used in the files (remove it, or keep it)",
                                            entries: neverUsed.map { ($0.name, "\($0.file):\($0.line)") })])
    }

    /// The classes, why the others stay, and the use sites.
    var rows: [AuditRow] {
        var rows = [AuditRow("ObservableObject classes", "\(classes)"),
                    AuditRow("  can convert with all their use sites", "\(convertible)"),
                    AuditRow("  stay (a class may have several reasons)", "\(staying)")]
        rows += stayingBecause.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { AuditRow("    \($0.key)", "\($0.value)") }
        rows.append(AuditRow("Use sites they change", "\(useSites.values.reduce(0, +))"))
        rows += useSites.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { AuditRow("  \($0.key)", "\($0.value)") }
        return rows
    }

    /// What is left of the migration, the change that unblocks the most first: each line says
    /// which lines to change and what converts then; at most `limit` lines, then a count.
    func leftLines(limit: Int = 10) -> [String] {
        var lines: [String] = []
        for entry in left.prefix(limit) {
            let count = entry.changes.count
            let shown = entry.changes.first.map { "\($0.file):\($0.line), \($0.reason)" + (count > 1 ? ", and \(count - 1) more" : "") } ?? ""
            let classes = entry.classes.count == 1 ? entry.classes[0]
                : entry.classes.count == 2 ? "\(entry.classes[0]) and \(entry.classes[1])" : "\(entry.classes[0]) and \(entry.classes.count - 1) more classes"
            let sites = entry.useSites == 0 ? "" : " with \(entry.useSites) use site\(entry.useSites == 1 ? "" : "s")"
            lines.append("change \(count) line\(count == 1 ? "" : "s") (\(shown)) → \(classes) convert\(entry.classes.count == 1 ? "s" : "")\(sites)")
        }
        if left.count > limit { lines.append("… and \(left.count - limit) more") }
        return lines
    }
}
