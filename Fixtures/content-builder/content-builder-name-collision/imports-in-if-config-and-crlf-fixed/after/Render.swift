#if canImport(Markdown)
import Markdown
#endif
import SwiftUI

func render(_ document: Markdown.Document) -> Int {
    document.childCount
}
