import Markdown

// Without SwiftUI in this file, SwiftUI's names still reach it from the module's other files.
func parse(_ text: String) -> Document { Document(parsing: text) }
