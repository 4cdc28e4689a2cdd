import Markdown

typealias Document = Markdown.Document
