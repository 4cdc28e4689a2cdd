import Markdown
import SwiftUI

struct MarkdownView: View {
    let text: String

    init(_ string: String) {
        self.text = string
        _ = Markdown.Document(parsing: string)
    }

    var body: some View { Text(text) }
}

struct HeadingCounter: MarkupVisitor {
    mutating func visitDocument(_ document: Markdown.Document) -> Int {
        document.childCount
    }

    func isDocument(_ markup: Markup) -> Bool {
        markup is Markdown.Document || (markup as? Markdown.Document) != nil
    }

    func all(_ documents: [Markdown.Document]) -> Array<Markdown.Document> { documents }
}
