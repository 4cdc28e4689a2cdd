/// What one family adds to `statefix audit`, declared by the family (`FamilyDescription.audit`),
/// in its folder: its numbers, computed from the model the run built, and how they read. The
/// audit itself knows no family: it shows its own numbers (findings, files, projects) and then
/// each family's section, in registry order.
///
/// A section is computed from the model indexes of the run's first pass (the files as read,
/// `EngineResult.indexes`), never from a second run of the engine (a section that plans as a
/// rule does, like the Observation survey, reads files by name as that rule does). Its stored properties are its numbers in
/// `--format json`: among the audit's own fields (`jsonKey` nil) or in an object of their own.
package protocol AuditSection: Encodable {
    /// The section of this run, or nil when it has nothing to say (its rule is not enabled).
    init?(_ input: AuditInput)
    /// Where `--format json` puts the numbers: nil, beside the audit's own fields in `audit`
    /// (their names must differ from those and from other sections'); a key, in an object of
    /// that name.
    var jsonKey: String? { get }
    /// Lines of the audit's overview table, after the files scanned (a label indented with
    /// spaces details the line above it).
    var overview: [AuditRow] { get }
    /// A part of its own, after the projects.
    var part: AuditPart? { get }
}

extension AuditSection {
    package var jsonKey: String? { nil }
    package var overview: [AuditRow] { [] }
    package var part: AuditPart? { nil }
}

/// What a section may read: the run's model and choices.
package struct AuditInput {
    /// The model indexes of the files as read (the run's first pass): ask them, never parse.
    package let indexes: IndexCache
    /// The files of the edit scope, by index: the files the audit counts.
    package let editable: Set<Int>
    /// The run's selection: the rules enabled per file, their settings.
    package let selection: RuleSelection

    package init(indexes: IndexCache, editable: Set<Int>, selection: RuleSelection) {
        self.indexes = indexes
        self.editable = editable
        self.selection = selection
    }

    /// Whether `rule` is enabled for some file of the run.
    package func isEnabled(_ rule: String) -> Bool { selection.enabled.values.contains { $0.contains(rule) } }

    /// The run's settings of `rule`.
    package func options(for rule: RuleDescription) -> RuleOptions { selection.options(for: rule) }
}

/// One line of a table: `@State declarations  12`.
package struct AuditRow: Equatable {
    package var label: String
    package var value: String

    package init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

/// A part of the audit with a title: a table, then lists and lines that name code, each left
/// out when empty. The text and Markdown reports lay it out alike for every family.
package struct AuditPart {
    /// `Observation migration`.
    package var title: String
    /// The rule whose plan it shows, after the title in the text report.
    package var rule: String?
    /// A label indented with spaces details the line above it.
    package var rows: [AuditRow]
    /// Lists under a heading (numbered in Markdown).
    package var lists: [List] = []
    /// Lines that name code at places (`label: Model (A.swift:3), …`; code in Markdown).
    package var places: [Places] = []

    package struct List {
        package var heading: String
        package var items: [String]

        package init(heading: String, items: [String]) {
            self.heading = heading
            self.items = items
        }
    }

    package struct Places {
        package var label: String
        /// A name and where it is (`file:line`).
        package var entries: [(name: String, place: String)]

        package init(label: String, entries: [(name: String, place: String)]) {
            self.label = label
            self.entries = entries
        }
    }

    package init(title: String, rule: String? = nil, rows: [AuditRow], lists: [List] = [], places: [Places] = []) {
        self.title = title
        self.rule = rule
        self.rows = rows
        self.lists = lists
        self.places = places
    }
}
