import SwiftSyntax

/// A walk of one file that skips every code block, closure and accessor block whose bytes
/// contain none of `needles`: for collectors that look only for what such bytes must spell
/// (a local type needs `struct`, `class`, `enum` or `actor`; a `@State` needs `State`). Most
/// function bodies, closures and accessors hold nothing of the kind, and not visiting their
/// thousands of nodes is most of what such a walk costs. `file` is the file whose tree (or
/// transient tree) is walked.
open class GatedVisitor: SyntaxVisitor {
    package let file: SourceFile
    package let needles: [String]

    package init(file: SourceFile, needles: [String]) {
        // Over a skeleton, a body without the skeleton's needles is blank: a walk gated on
        // another needle would miss what it holds (declare the needle where the walk's facts
        // or names are declared: `FileFactsKind`, `NameFollower`).
        precondition(file.skeletonNeedles.map { Set(needles).isSubset(of: $0) } ?? true,
                     "\(file.path): a walk gated on \(needles) over a skeleton without them")
        self.file = file
        self.needles = needles
        super.init(viewMode: .sourceAccurate)
    }

    override open func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { gate(node) }
    override open func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { gate(node) }
    override open func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { gate(node) }

    private func gate(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        file.bytes(of: node, containAnyOf: needles) ? .visitChildren : .skipChildren
    }
}
