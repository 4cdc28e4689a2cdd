import Markdown

// Without SwiftUI there is nothing to collide with.
func parse(_ text: String) -> Document { Document(parsing: text) }
