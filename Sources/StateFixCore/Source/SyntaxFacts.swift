import SwiftSyntax

/// Syntax facts that rules of every family need and that say nothing about SwiftUI: where the
/// file-level statements are, a file's indentation step, and whether trivia holds a comment
/// (a fix never drops or moves one).
package enum SyntaxFacts {
    /// The statements at file level, those inside file-level `#if` clauses included (where
    /// imports and the declarations that shadow them stand).
    package static func fileLevelItems(of file: SourceFile) -> [CodeBlockItemSyntax] {
        var items: [CodeBlockItemSyntax] = []
        func add(_ list: CodeBlockItemListSyntax) {
            for item in list {
                if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses { if let nested = clause.elements?.as(CodeBlockItemListSyntax.self) { add(nested) } }
                } else {
                    items.append(item)
                }
            }
        }
        add(file.tree.statements)
        return items
    }

    /// One level of indentation in the style of `indentation` (a tab if it uses tabs).
    package static func indentUnit(_ indentation: String) -> String { indentation.contains("\t") ? "\t" : "    " }

    /// True when the trivia holds a comment (a fix that would drop or move it is not offered).
    package static func hasComment(_ trivia: Trivia) -> Bool {
        trivia.contains { piece in
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
            default: false
            }
        }
    }

    /// True when any token of `node` carries a comment in its trivia.
    package static func containsComment(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { hasComment($0.leadingTrivia) || hasComment($0.trailingTrivia) }
    }
}
