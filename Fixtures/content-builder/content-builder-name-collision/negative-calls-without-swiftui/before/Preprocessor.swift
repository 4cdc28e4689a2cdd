import Foundation
import Markdown

// MarkdownView kept this call unqualified after #151: a protocol cannot be called.
func preprocess(_ text: String) -> Int {
    let document = Document(parsing: text)
    return document.childCount
}
