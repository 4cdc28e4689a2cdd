import Markdown

func parse(_ text: String) -> Markdown.Document { Markdown.Document(parsing: text) }
