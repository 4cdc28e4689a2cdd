import Foundation

/// A YAML value as `YAMLSubset` reads it: scalars stay text (`16.0`, `YES`, `true` are not
/// typed: build settings and versions are read as written), mappings keep their order.
package indirect enum YAMLValue {
    case null
    case scalar(String)
    case sequence([YAMLValue])
    case mapping([(key: String, value: YAMLValue)])

    /// The value of `key` in a mapping (the last one when a key is repeated), nil otherwise.
    package subscript(key: String) -> YAMLValue? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.last { $0.key == key }?.value
    }

    /// A scalar's text; nil for a collection or null.
    package var string: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    /// A sequence's items; nil otherwise.
    package var items: [YAMLValue]? {
        if case .sequence(let items) = self { return items }
        return nil
    }

    /// A mapping's entries in order; nil otherwise.
    package var entries: [(key: String, value: YAMLValue)]? {
        if case .mapping(let entries) = self { return entries }
        return nil
    }

    /// A scalar as one string, a sequence of scalars as a list (a single scalar as a list of one).
    package var strings: [String] {
        switch self {
        case .scalar(let text): [text]
        case .sequence(let items): items.compactMap(\.string)
        default: []
        }
    }

    /// A mapping of scalars (a sequence of scalars joined with spaces, as Xcode joins a list
    /// setting), as text.
    var stringDictionary: [String: String] {
        var result: [String: String] = [:]
        for (key, value) in entries ?? [] {
            switch value {
            case .scalar(let text): result[key] = text
            case .sequence(let items): result[key] = items.compactMap(\.string).joined(separator: " ")
            default: break
            }
        }
        return result
    }
}

/// A reader of the YAML that project specs are written in (XcodeGen's `project.yml`): block
/// mappings and sequences by indentation (a sequence may sit at its key's indentation), flow
/// sequences `[a, b]` and mappings `{iOS: "16.0"}` (also over several lines), plain,
/// single- and double-quoted scalars, `|` and `>` block scalars, `#` comments, anchors `&a`,
/// aliases `*a` and merge keys `<<: *a`. Documents markers (`---`, `...`) and directives are
/// skipped: the documents are read as one. Not read: tags (`!!str`, kept as text), complex
/// keys (`? a`); a plain scalar's next lines are joined with spaces. What is not
/// understood is skipped and said in `problems`; the rest is still returned.
package enum YAMLSubset {
    package static func parse(_ text: String) -> (value: YAMLValue, problems: [String]) {
        var parser = Parser(text: text)
        guard !parser.lines.isEmpty else { return (.null, parser.problems) }
        let value = parser.block(indent: parser.lines[0].indent)
        while parser.index < parser.lines.count {
            parser.problems.append("line \(parser.lines[parser.index].number): not read (its indentation does not fit the lines before it)")
            parser.index += 1
        }
        return (value, parser.problems)
    }

    private struct Line {
        var indent: Int
        var text: Substring
        var number: Int
    }

    private struct Parser {
        var lines: [Line] = []
        var index = 0
        var anchors: [String: YAMLValue] = [:]
        var problems: [String] = []

        init(text: String) {
            for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var line = raw
                if line.last == "\r" { line = line.dropLast() }
                let indent = line.prefix { $0 == " " }.count
                let content = Self.withoutComment(line.dropFirst(indent))
                guard !content.isEmpty else { continue }
                if indent == 0, content == "---" || content == "..." || content.hasPrefix("--- ") || content.hasPrefix("%") {
                    let rest = content.hasPrefix("--- ") ? content.dropFirst(4).drop { $0 == " " } : ""
                    if !rest.isEmpty { lines.append(Line(indent: 4, text: rest, number: offset + 1)) }
                    continue
                }
                lines.append(Line(indent: indent, text: content, number: offset + 1))
            }
        }

        /// `line` without a `#` comment (a `#` at its start or after a space, outside quotes)
        /// and trailing spaces.
        static func withoutComment(_ line: Substring) -> Substring {
            var quote: Character?
            var previous: Character = " "
            var end = line.endIndex
            for index in line.indices {
                let character = line[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "#", previous == " " || previous == "\t" {
                    end = index
                    break
                } else if character == "\"" || character == "'", " \t:-[{,?".contains(previous) {
                    quote = character
                }
                previous = character
            }
            var result = line[..<end]
            while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
            return result
        }

        /// Whether a line is a sequence item (`- a`, `-`).
        static func isItem(_ text: Substring) -> Bool {
            text == "-" || text.hasPrefix("- ")
        }

        /// The node whose lines start at `index` with indentation `indent`.
        mutating func block(indent: Int) -> YAMLValue {
            guard index < lines.count else { return .null }
            let line = lines[index]
            if Self.isItem(line.text) { return sequence(indent: indent) }
            if Self.keySplit(line.text) != nil { return mapping(indent: indent) }
            index += 1
            var text = line.text
            // A flow collection may go on over the next lines until its brackets close.
            if text.first == "[" || text.first == "{" { text = continuedFlow(text) }
            return inline(text, line: line.number)
        }

        mutating func sequence(indent: Int) -> YAMLValue {
            var items: [YAMLValue] = []
            while index < lines.count, lines[index].indent == indent, Self.isItem(lines[index].text) {
                let line = lines[index]
                let rest = line.text.dropFirst()
                let spaces = rest.prefix { $0 == " " }.count
                let content = rest.dropFirst(spaces)
                if content.isEmpty {
                    index += 1
                    items.append(index < lines.count && lines[index].indent > indent ? block(indent: lines[index].indent) : .null)
                } else {
                    // `- key: value` opens a mapping whose next keys line up with `key`.
                    lines[index] = Line(indent: indent + 1 + spaces, text: content, number: line.number)
                    items.append(leftovers(after: block(indent: indent + 1 + spaces), indent: indent))
                }
            }
            return .sequence(items)
        }

        mutating func mapping(indent: Int) -> YAMLValue {
            var entries: [(key: String, value: YAMLValue)] = []
            var merged: [(key: String, value: YAMLValue)] = []
            while index < lines.count, lines[index].indent == indent, !Self.isItem(lines[index].text) {
                let line = lines[index]
                index += 1
                guard let (key, rest) = Self.keySplit(line.text) else {
                    problems.append("line \(line.number): not read (\"\(line.text.prefix(40))\" is not a key: value)")
                    while index < lines.count, lines[index].indent > indent { index += 1 }
                    continue
                }
                var value = rest
                var anchor: String?
                if value.hasPrefix("&") {
                    let name = value.dropFirst().prefix { $0 != " " }
                    anchor = String(name)
                    value = value.dropFirst(name.count + 1).drop { $0 == " " }
                }
                let result: YAMLValue
                if value.isEmpty {
                    if index < lines.count, lines[index].indent > indent {
                        result = block(indent: lines[index].indent)
                    } else if index < lines.count, lines[index].indent == indent, Self.isItem(lines[index].text) {
                        result = sequence(indent: indent)
                    } else {
                        result = .null
                    }
                } else if let first = value.first, first == "|" || first == ">", value.dropFirst().allSatisfy({ "+-0123456789".contains($0) }) {
                    var text: [Substring] = []
                    while index < lines.count, lines[index].indent > indent {
                        text.append(lines[index].text)
                        index += 1
                    }
                    result = .scalar(text.joined(separator: first == "|" ? "\n" : " "))
                } else if value.first == "[" || value.first == "{" {
                    result = inline(continuedFlow(value), line: line.number)
                } else {
                    result = inline(value, line: line.number)
                }
                let read = leftovers(after: result, indent: indent)
                if let anchor { anchors[anchor] = read }
                if key == "<<" {
                    let sources = read.items ?? [read]
                    for source in sources { merged += source.entries ?? [] }
                    continue
                }
                entries.removeAll { $0.key == key }
                entries.append((key, read))
            }
            // Merge keys (`<<: *base`) give what the mapping does not set itself.
            for entry in merged where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) }
            return .mapping(entries)
        }

        /// `value` with the lines after it indented deeper than `indent` that it did not take:
        /// the next lines of a plain scalar (joined with spaces, as YAML folds them), or lines
        /// not understood (skipped and said), so that what follows them is still read.
        mutating func leftovers(after value: YAMLValue, indent: Int) -> YAMLValue {
            var value = value
            while index < lines.count, lines[index].indent > indent {
                if case .scalar(let text) = value {
                    value = .scalar(text + " " + lines[index].text)
                } else {
                    problems.append("line \(lines[index].number): not read (its indentation does not fit the lines before it)")
                }
                index += 1
            }
            return value
        }

        /// `text` joined with the lines after it until its brackets balance.
        mutating func continuedFlow(_ text: Substring) -> Substring {
            var text = String(text)
            while !Self.balanced(text), index < lines.count {
                text += " " + lines[index].text
                index += 1
            }
            return Substring(text)
        }

        static func balanced(_ text: String) -> Bool {
            var depth = 0
            var quote: Character?
            for character in text {
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == "[" || character == "{" {
                    depth += 1
                } else if character == "]" || character == "}" {
                    depth -= 1
                }
            }
            return depth <= 0
        }

        /// The key and the rest of a `key: value` line, or nil when the line has no `: ` (or
        /// final `:`) outside quotes and brackets.
        static func keySplit(_ text: Substring) -> (String, Substring)? {
            if text.first == "[" || text.first == "{" { return nil }
            var quote: Character?
            var index = text.startIndex
            if let first = text.first, first == "\"" || first == "'" { quote = first; index = text.index(after: index) }
            while index < text.endIndex {
                let character = text[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == ":" {
                    let next = text.index(after: index)
                    if next == text.endIndex || text[next] == " " || text[next] == "\t" {
                        let key = unquoted(text[..<index].trimmingCharacters(in: .whitespaces))
                        return (key, text[next...].drop { $0 == " " || $0 == "\t" })
                    }
                }
                index = text.index(after: index)
            }
            return nil
        }

        /// A value written on one line: a flow collection, a quoted or plain scalar, an alias.
        mutating func inline(_ text: Substring, line: Int) -> YAMLValue {
            if text.hasPrefix("*") {
                let name = String(text.dropFirst())
                if let value = anchors[name] { return value }
                problems.append("line \(line): the alias *\(name) names no anchor before it")
                return .null
            }
            if text.hasPrefix("!") {
                // A tag (`!!str 5`): read the value it tags.
                let rest = text.drop { $0 != " " }.drop { $0 == " " }
                return inline(rest, line: line)
            }
            var flow = Flow(characters: Array(text))
            let value = flow.value(inFlow: false)
            flow.skipSpaces()
            if flow.position < flow.characters.count {
                if text.first == "[" || text.first == "{" || text.first == "\"" || text.first == "'" {
                    problems.append("line \(line): \"\(text.prefix(40))\" is not read whole")
                }
                // A plain scalar takes the whole line (`a, b` is one string outside a flow).
                if case .scalar = value, text.first != "\"", text.first != "'" { return Self.plain(String(text)) }
            }
            return value
        }

        static func plain(_ text: String) -> YAMLValue {
            text == "~" || text == "null" || text == "Null" || text == "NULL" ? .null : .scalar(text)
        }

        static func unquoted(_ text: String) -> String {
            var flow = Flow(characters: Array(text))
            if let first = text.first, first == "\"" || first == "'", case .scalar(let value) = flow.value(inFlow: false) { return value }
            return text
        }
    }

    /// Reads flow collections and scalars character by character.
    private struct Flow {
        var characters: [Character]
        var position = 0

        mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
        }

        mutating func value(inFlow: Bool) -> YAMLValue {
            skipSpaces()
            guard position < characters.count else { return .null }
            switch characters[position] {
            case "[":
                position += 1
                var items: [YAMLValue] = []
                while true {
                    skipSpaces()
                    guard position < characters.count else { return .sequence(items) }
                    if characters[position] == "]" { position += 1; return .sequence(items) }
                    if characters[position] == "," { position += 1; continue }
                    let start = position
                    let item = value(inFlow: true)
                    skipSpaces()
                    // `[a: 1]`: a single-pair mapping inside a sequence.
                    if position < characters.count, characters[position] == ":", case .scalar(let key) = item {
                        position += 1
                        items.append(.mapping([(key, value(inFlow: true))]))
                    } else {
                        items.append(item)
                    }
                    if position == start { position += 1 }
                }
            case "{":
                position += 1
                var entries: [(key: String, value: YAMLValue)] = []
                while true {
                    skipSpaces()
                    guard position < characters.count else { return .mapping(entries) }
                    if characters[position] == "}" { position += 1; return .mapping(entries) }
                    if characters[position] == "," { position += 1; continue }
                    let start = position
                    let key = value(inFlow: true)
                    skipSpaces()
                    var entryValue = YAMLValue.null
                    if position < characters.count, characters[position] == ":" {
                        position += 1
                        entryValue = value(inFlow: true)
                    }
                    if case .scalar(let name) = key {
                        entries.removeAll { $0.key == name }
                        entries.append((name, entryValue))
                    }
                    if position == start { position += 1 }
                }
            case "\"", "'":
                return .scalar(quoted())
            default:
                var text = ""
                while position < characters.count {
                    let character = characters[position]
                    if inFlow, character == "," || character == "]" || character == "}" { break }
                    if character == ":" {
                        let next = position + 1 < characters.count ? characters[position + 1] : " "
                        if next == " " || next == "\t" || (inFlow && ",]}\"'".contains(next)) { break }
                    }
                    text.append(character)
                    position += 1
                }
                return YAMLSubset.Parser.plain(text.trimmingCharacters(in: .whitespaces))
            }
        }

        /// A double-quoted (with `\` escapes) or single-quoted (`''` for `'`) scalar.
        mutating func quoted() -> String {
            let quote = characters[position]
            position += 1
            var text = ""
            while position < characters.count {
                let character = characters[position]
                position += 1
                if character == quote {
                    if quote == "'", position < characters.count, characters[position] == "'" {
                        text.append("'")
                        position += 1
                        continue
                    }
                    return text
                }
                if quote == "\"", character == "\\", position < characters.count {
                    let escaped = characters[position]
                    position += 1
                    switch escaped {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    case "0": text.append("\0")
                    default: text.append(escaped)
                    }
                    continue
                }
                text.append(character)
            }
            return text
        }
    }
}
