import Markdown
import SwiftUI

struct Box<Document> {
    let content: Document
}

enum Kind {
    case Document
}

func kind() -> Kind { Kind.Document }
