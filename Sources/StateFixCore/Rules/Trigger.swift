/// A byte test on a file's text, without parsing: one of `anyOf` (followed, after blanks and
/// comments, by one of `followedBy` when that is not empty), every one of `allOf`, and one of
/// `alsoOneOf` when that is not empty. With `wholeWords`, an `anyOf` needle counts only where
/// it is not part of a longer identifier (`Settings`, not `AppSettings`).
package struct Trigger: Sendable, Hashable {
    package var anyOf: [String]
    package var allOf: [String]
    package var followedBy: [String]
    package var context: NeedleContext?
    package var alsoOneOf: [String]
    package var wholeWords: Bool

    package init(anyOf: [String], allOf: [String] = [], followedBy: [String] = [], context: NeedleContext? = nil, alsoOneOf: [String] = [],
                 wholeWords: Bool = false) {
        self.anyOf = anyOf
        self.allOf = allOf
        self.followedBy = followedBy
        self.context = context
        self.alsoOneOf = alsoOneOf
        self.wholeWords = wholeWords
    }

    package func matches(_ bytes: [UInt8]) -> Bool {
        guard allOf.allSatisfy({ Prefilter.contains(bytes, $0) }) else { return false }
        guard alsoOneOf.isEmpty || alsoOneOf.contains(where: { Prefilter.contains(bytes, $0) }) else { return false }
        if wholeWords && followedBy.isEmpty && context == nil { return Prefilter.mentionsAny(bytes, Set(anyOf)) }
        if followedBy.isEmpty && context == nil { return anyOf.contains { Prefilter.contains(bytes, $0) } }
        let follows = followedBy.map { Array($0.utf8) }
        return anyOf.contains { needle in
            let length = needle.utf8.count
            return Prefilter.containsOccurrence(of: needle, in: bytes) { end in
                let i = Self.skippingBlanksAndComments(bytes, from: end)
                let followed = follows.isEmpty || follows.contains { pattern in
                    i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
                }
                let whole = !wholeWords || ((end - length == 0 || !Prefilter.isIdentifierByte(needle.utf8.first!) || !Prefilter.isIdentifierByte(bytes[end - length - 1]))
                    && (end == bytes.count || !Prefilter.isIdentifierByte(needle.utf8.last!) || !Prefilter.isIdentifierByte(bytes[end])))
                return whole && followed && (context?.test(bytes, end - length) ?? true)
            }
        }
    }

    /// The offset of the first byte at or after `start` that is not a space, tab, line break
    /// or part of a `//` or `/* */` comment.
    static func skippingBlanksAndComments(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 { i += 1; continue }
            guard byte == UInt8(ascii: "/"), i + 1 < bytes.count else { break }
            if bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count && bytes[i] != 10 && bytes[i] != 13 { i += 1 }
            } else if bytes[i + 1] == UInt8(ascii: "*") {
                // Swift block comments nest.
                var depth = 0
                repeat {
                    if i + 1 < bytes.count && bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "*") { depth += 1; i += 2 }
                    else if i + 1 < bytes.count && bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/") { depth -= 1; i += 2 }
                    else { i += 1 }
                } while depth > 0 && i < bytes.count
            } else { break }
        }
        return i
    }
}

/// What must hold around a needle's occurrence for it to count, for a needle too common on its
/// own (`{` followed by `}` is in every empty function): a byte test, given the file's bytes
/// and the needle's UTF-8 offset, that must be true wherever the rule can report (when unsure
/// it says true). Identified by `id` (triggers are compared by it).
package struct NeedleContext: Sendable, Hashable {
    package var id: String
    package var test: @Sendable (_ bytes: [UInt8], _ offset: Int) -> Bool

    package init(id: String, test: @escaping @Sendable (_ bytes: [UInt8], _ offset: Int) -> Bool) {
        self.id = id
        self.test = test
    }

    package static func == (lhs: NeedleContext, rhs: NeedleContext) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Names a rule follows into other files: for each parsed file, the type names whose
/// declarations and extensions elsewhere the rule must see, or (`reach` `.mentions`) the names
/// whose every mention elsewhere it must see (a call that passes a label, a member read); the
/// prefilter parses those files too. Rules of one family share a follower; the prefilter runs
/// each follower once per parsed file.
package struct NameFollower: Sendable {
    /// Which other files a followed name brings in.
    package enum Reach: Sendable {
        /// Files that declare, extend or subclass a type of that name (`Prefilter.declaresOrExtendsAny`).
        case declarations
        /// Files in which the name occurs as a whole identifier (`Prefilter.mentionsAny`).
        case mentions
    }

    /// Identifies the follower (shared by the rules that use it).
    package var id: String
    package var reach: Reach
    /// Every needle `names`' walks gate on (`GatedVisitor`), as `FileFactsKind.needles`; nil
    /// when `names` reads bodies whatever they say.
    package var needles: Set<String>?
    package var names: @Sendable (SourceFile) -> Set<String>

    package init(id: String, reach: Reach = .declarations, needles: Set<String>?, names: @escaping @Sendable (SourceFile) -> Set<String>) {
        self.id = id
        self.reach = reach
        self.needles = needles
        self.names = names
    }
}

/// One per-rule setting.
package struct RuleOption: Sendable {
    package enum Kind: String, Sendable {
        case bool = "true or false", string = "a string", strings = "a list of strings", integer = "a whole number"
    }

    /// The key in `.statefix.json` (snake_case).
    package var name: String
    package var kind: Kind
    /// What the setting does, one sentence.
    package var help: String
    package var defaultValue: RuleOptionValue
    /// For a string setting: the values it takes (nil: any string).
    package var allowed: [String]?

    package init(_ name: String, _ kind: Kind, default defaultValue: RuleOptionValue, allowed: [String]? = nil, help: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.allowed = allowed
        self.help = help
    }
}

/// A setting's value.
package enum RuleOptionValue: Equatable, Sendable, CustomStringConvertible {
    case bool(Bool), string(String), strings([String]), integer(Int)

    package var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .strings(let values): "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .integer(let value): "\(value)"
        }
    }
}

/// The settings of one rule for one run: the configured values over the declared defaults.
package struct RuleOptions: Sendable, Equatable {
    package var values: [String: RuleOptionValue] = [:]

    package init(_ values: [String: RuleOptionValue] = [:]) { self.values = values }

    package func bool(_ name: String, default fallback: Bool = false) -> Bool {
        if case .bool(let value)? = values[name] { return value }
        return fallback
    }

    package func strings(_ name: String) -> [String] {
        if case .strings(let value)? = values[name] { return value }
        return []
    }

    package func string(_ name: String) -> String? {
        if case .string(let value)? = values[name] { return value }
        return nil
    }

    package func integer(_ name: String) -> Int? {
        if case .integer(let value)? = values[name] { return value }
        return nil
    }

    /// The defaults of `rule`, with `configured` on top.
    package static func resolved(_ rule: RuleDescription, configured: [String: RuleOptionValue] = [:]) -> RuleOptions {
        var values: [String: RuleOptionValue] = [:]
        for option in rule.options { values[option.name] = configured[option.name] ?? option.defaultValue }
        return RuleOptions(values)
    }
}
