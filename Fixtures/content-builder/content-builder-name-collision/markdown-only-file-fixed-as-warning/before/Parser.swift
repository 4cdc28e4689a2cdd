import Markdown

func parse(_ text: String) -> Document { Document(parsing: text) }
