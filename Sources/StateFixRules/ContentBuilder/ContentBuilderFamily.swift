import StateFixCore
import StateFixModel
import SwiftSyntax

extension RuleFamily {
    /// Xcode 27's unified `@ContentBuilder` result builders (TN3211, second half).
    package static let contentBuilder = RuleFamily(id: "content-builder", sourceFolder: "ContentBuilder", summary: "Xcode 27 ContentBuilder (TN3211)")
}

extension ContentBuilderFamily {
    /// The `content-builder` family: each rule reads the files that spell the call or type it
    /// is about; none needs a whole-project model beyond the declarations of followed names.
    static let description = FamilyDescription(.contentBuilder, readings: [
        // From 27 on, the unified builder's availability checks that slow a Chart down are gone.
        RuleReading(ContentBuilderChartBranches.id, needles: ["Chart {", "Chart{", "Chart(", "Chart ("], deployment: below27),
        // `{` is in every file: it counts where `}` or `#if` follows (an empty block) in a
        // content container or modifier's closure.
        RuleReading(ContentBuilderEmptyBlock.id, needles: [openingBrace, " in"], needlesFollowedBy: ["}", "#if"],
                    needleContext: ContentBuilderEmptyBlock.blockContext, alsoRequiresOneOf: ContentBuilderEmptyBlock.containerNeedles + contentModifiers,
                    follows: [ContentBuilderEmptyBlock.emptyViewFollower], indexes: [TypeIndex.self]),
        RuleReading(ContentBuilderNameCollision.id, needles: ContentBuilderNameCollision.needles, follows: [ContentBuilderNameCollision.follower],
                    indexes: [TypeIndex.self]),
        RuleReading(ContentBuilderShapeStyleChain.id, needles: ["overlay(", "background("],
                    needlesFollowedBy: ["Color", "SwiftUI.Color", "("] + ContentBuilderShapeStyleChain.gradients.sorted()),
        RuleReading(ContentBuilderTupleViewConstraint.id, needles: ["TupleView<"]),
        RuleReading(ContentBuilderWatchosTupleConformance.id, needles: ["#available"], alsoRequires: [openingBrace],
                    deployment: .belowWatchOS(ContentBuilderWatchosTupleConformance.watchOS26)),
    ])
}

/// What the rules of the `content-builder` family share: facts about a file's imports and
/// about SwiftUI calls, read from syntax alone (`../shared/xcode27-field-breaks.md` gives the
/// evidence for each rule).
enum ContentBuilderFamily {
    /// The modules a file imports, `#if` branches included (`import struct Markdown.Document`
    /// counts as `Markdown`).
    static func importedModules(of file: SourceFile) -> Set<String> {
        Set(SyntaxFacts.fileLevelItems(of: file).compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
    }

    /// The name a call is spelled with: `overlay` for `x.overlay(…)` and `overlay(…)`,
    /// `Group` for `Group { … }` and `SwiftUI.Group { … }`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            return specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? specialized.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        return nil
    }

    /// A trigger word two readings share (declared once, here): an empty block opens with it,
    /// and a `#available` branch has one.
    static let openingBrace = "{"

    /// SwiftUI views whose first closure is a content builder (`ForEach`'s takes its element).
    static let containers: [String] = [
        "Group", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Section", "Form", "List", "ScrollView", "NavigationStack", "NavigationView", "ViewThatFits", "ControlGroup", "GroupBox",
        "ForEach",
    ]

    /// View modifiers whose trailing closure is a content builder.
    static let contentModifiers: [String] = ["overlay", "background", "mask", "sheet", "popover", "fullScreenCover", "safeAreaInset", "contextMenu"]

    /// iOS 27 / macOS 27, where `TupleContent` and the unified builder's availability are there.
    static let release27 = OSVersion("27")!

    /// Every project except one known to deploy only to iOS 27 / macOS 27 or later (an unknown
    /// target is not known to).
    static let below27 = DeploymentRequirement.belowOrUnknown(iOS: release27, macOS: release27)

    /// True when the deployment target is known and every platform it names is 27 or later.
    static func deploysOnlyTo27OrLater(_ target: DeploymentTarget?) -> Bool { !below27.isMet(by: target) }

    /// True when the attributes hold `@ViewBuilder` (or `@SwiftUI.ViewBuilder`).
    static func isViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return name == "ViewBuilder" || name == "SwiftUI.ViewBuilder"
        }
    }
}

/// The names other modules declare that SwiftUI's SDK 27 declares too: each entry is one line
/// (TN3211: "types or members that collide across modules"). `qualified` is the spelling that
/// keeps the file's meaning; `fix` says whether statefix rewrites unqualified uses to it.
struct KnownCollision: Sendable {
    /// The other module (`import Markdown`).
    var module: String
    /// The colliding name.
    var name: String
    /// The spelling to write in files that import both (`Markdown.Document`).
    var qualified: String
    /// Rewrite unqualified uses (true), or report them (false: the right spelling depends on
    /// a package version or on which of the two the code means).
    var fix: Bool
    /// Why the names collide and what to do, for the finding's note.
    var evidence: String

    /// The package's module was `SwiftUINavigationTransitions`, then `NavigationTransitions`.
    private static let navigationTransitions = "swiftui-navigation-transitions 0.18.0 renamed its type CustomNavigationTransition for iOS 27 (its #172, #175): update it and rename"

    static let all: [KnownCollision] = [
        KnownCollision(module: "Markdown", name: "Document", qualified: "Markdown.Document", fix: true,
                       evidence: "SDK 27 adds the protocol SwiftUI.Document, and swift-markdown's Document becomes ambiguous as a type (MarkdownView #151)"),
        KnownCollision(module: "CommonMark", name: "Document", qualified: "CommonMark.Document", fix: true,
                       evidence: "SDK 27 adds the protocol SwiftUI.Document, and swift-commonmark's Document collides as swift-markdown's does"),
        KnownCollision(module: "SwiftUINavigationTransitions", name: "AnyNavigationTransition", qualified: "CustomNavigationTransition", fix: false,
                       evidence: navigationTransitions),
        KnownCollision(module: "NavigationTransitions", name: "AnyNavigationTransition", qualified: "CustomNavigationTransition", fix: false,
                       evidence: navigationTransitions),
        KnownCollision(module: "FinniversKit", name: "EmptyView", qualified: "SwiftUI.EmptyView", fix: false,
                       evidence: "FinniversKit's UIKit EmptyView (LegacyEmptyView since its #1451) collides: write SwiftUI.EmptyView or LegacyEmptyView"),
    ]

    /// The entries for the modules `imports` names.
    static func entries(for imports: Set<String>) -> [KnownCollision] {
        all.filter { imports.contains($0.module) }
    }
}
