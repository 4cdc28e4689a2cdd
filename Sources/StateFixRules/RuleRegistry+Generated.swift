// Generated from the rule files under Sources/StateFixRules/<Family>/ (one rule per file,
// named after its type). Do not edit: `scripts/regenerate`
// rewrites it, and RegistryTests fails when it is stale.
import StateFixCore

/// Every rule statefix has, family by family, each family's rules by file name.
package enum RuleRegistry {
    package static let all: [any Rule.Type] = [
        ContentBuilderChartBranches.self,
        ContentBuilderEmptyBlock.self,
        ContentBuilderNameCollision.self,
        ContentBuilderShapeStyleChain.self,
        ContentBuilderTupleViewConstraint.self,
        ContentBuilderWatchosTupleConformance.self,
        ObservableStateObject.self,
        ObservationForeachPositionIdentity.self,
        ObservationModel.self,
        ObservationObservedObjectOwned.self,
        StateClassInitNotPrivate.self,
        StateComposition.self,
        StateDefaultAndInit.self,
        StateDefaultOtherFile.self,
        StateEagerClassInit.self,
        StateGenericArgument.self,
        StateInitOrder.self,
        StateKeywordName.self,
        StateMemberwiseInit.self,
        StateStorageRead.self,
        StateTypeAnnotation.self,
    ]

    /// Every family, by folder name: what it is and what its rules read.
    package static let families: [FamilyDescription] = [
        ContentBuilderFamily.description,
        ObservableFamily.description,
        ObservationFamily.description,
        StateFamily.description,
    ]

    /// The checked catalog of `all`: passes, id and family lookup.
    package static let catalog = RuleCatalog(all, families: families)
}
