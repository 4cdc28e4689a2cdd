import StateFixCore
import StateFixModel

/// The `state` family's section of `statefix audit`: how many `@State` declarations the edit
/// scope has and how they are written, for the overview table; in `--format json`, beside the
/// audit's own fields. Read from the run's `TypeIndex` and `InitializerAnalyses`.
struct StateAudit: AuditSection {
    var stateDeclarations = 0
    var withInitialValue = 0
    var withoutTypeAnnotation = 0
    var filesWithInitializedStateAndInit = 0
    /// `_x = State(initialValue:)`-style assignments in initializers.
    var storageAssignments = 0

    init(_ input: AuditInput) {
        let model = input.indexes.get(TypeIndex.self)
        let analyses = input.indexes.get(InitializerAnalyses.self)
        var filesWithBoth = Set<Int>()
        for type in model.types where input.editable.contains(type.file.index) {
            let states = type.stateProperties
            stateDeclarations += states.count
            withInitialValue += states.filter { $0.$initialValue != nil }.count
            withoutTypeAnnotation += states.filter { $0.$typeAnnotation == nil }.count
            if states.contains(where: { $0.$initialValue != nil }) && !type.initializers.isEmpty { filesWithBoth.insert(type.file.index) }
            for initializer in type.initializers {
                storageAssignments += analyses.analysis(of: initializer, in: type).statements
                    .flatMap(\.assignments).filter { $0.isStorage && $0.property.isState }.count
            }
        }
        filesWithInitializedStateAndInit = filesWithBoth.count
    }

    var overview: [AuditRow] {
        [AuditRow("@State declarations", "\(stateDeclarations)"),
         AuditRow("  with an initial value", "\(withInitialValue)"),
         AuditRow("  without a type annotation", "\(withoutTypeAnnotation)"),
         AuditRow("Files with an initialized @State and a hand-written init", "\(filesWithInitializedStateAndInit)"),
         AuditRow("`_x = State(initialValue:)`-style storage assignments", "\(storageAssignments)")]
    }
}
