import Markdown
import SwiftUI

struct MarkdownView: View {
    let text: String

    init(_ string: String) {
        self.text = string
        _ = Document(parsing: string)
    }

    var body: some View { Text(text) }
}

struct HeadingCounter: MarkupVisitor {
    mutating func visitDocument(_ document: Document) -> Int {
        document.childCount
    }

    func isDocument(_ markup: Markup) -> Bool {
        markup is Document || (markup as? Markdown.Document) != nil
    }

    func all(_ documents: [Document]) -> Array<Document> { documents }
}
