// The lexer is SwiftParser's own (its `Testing` SPI), so that strings, interpolations, raw
// strings, regex literals and `#if` split into tokens exactly as the parser splits them.
@_spi(Testing) @_spi(RawSyntax) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Parses a file without the bodies that nothing the run computes from it reads: its skeleton.
///
/// Most files a run parses only for their facts (the files that declare or extend a type a rule
/// asks about) are mostly function bodies and computed properties, and the facts never look
/// inside them: every fact and follower walk is a `GatedVisitor`, which skips each code block,
/// closure and accessor block whose bytes hold none of its needles, and what a walk collects
/// spells one of them as a word (`struct` in a `struct` declaration, `State` in `@State`,
/// `ForEach` in a `ForEach` call). So a body whose bytes hold none of the run's needles as a
/// whole word (`MainActor` does not hold `actor`, nor `enumerated` `enum`) is blanked (every
/// byte but line breaks becomes a space) before parsing, and the parser reads spaces instead
/// of thousands of tokens.
///
/// The skeleton keeps every byte offset, so line numbers, `SyntaxRef` places and the ranges of
/// every node outside the blanked bodies are those of the full tree, and facts taken from it
/// are the facts of the full tree (`SkeletonTests` compares them on every fixture). What is
/// blanked, when it holds no needle:
/// - the body of a `func` or `deinit` declared at file level or in a type or extension;
/// - the accessor block of a computed property or subscript written as a getter
///   (`var body: some View { … }`: an empty block is a getter too); in one written with
///   accessors (`get { … } set { … }`, `didSet { … }`), each accessor's body, so `get`, `set`
///   and `didSet` stay what they are;
/// - inside one of these that holds a needle, each nested block that holds none.
///
/// Never blanked: initializer bodies (facts read them: `self.init` delegation), initial values
/// (`= { … }()`), property observers of a property with an initial value, top-level code, macro
/// arguments (`#Preview { … }`), and anything the scan does not recognize. Each blanked block is
/// checked in the skeleton tree: its braces are a function body, a getter, or a block inside
/// one, with no initializer, member block, attributed variable or call of a needle (`ForEach(…)`,
/// whose walks read the whole call) between them. A skeleton that fails a check or has a syntax
/// error is not used, and the file is parsed whole.
///
/// A syntax error inside a blanked body is not seen (the file's `ParseOutcome.skeleton` says
/// so); the file's full tree, parsed when a rule looks into it, finds it (`SourceFile.tree`).
package enum SkeletonParse {
    /// A blanked block: the offsets of its `{` and its `}`.
    package struct Region: Equatable, CustomStringConvertible {
        package var open: Int
        package var close: Int
        /// The accessor block of a computed property or subscript, written as a getter.
        package var getter = false
        package var description: String { "\(open)..<\(close + 1)\(getter ? " getter" : "")" }
    }

    /// The skeleton tree of `bytes` in `mode` and the blocks blanked in it, or nil when no
    /// block can be blanked or the skeleton cannot be trusted (then parse the file whole).
    ///
    /// - Parameter needles: every needle of every walk that runs over the tree (`GatedVisitor`
    ///   needles of the run's facts and followers); a block with one of them is kept.
    package static func parse(_ bytes: [UInt8], needles: Set<String>, mode: LanguageMode) -> (tree: SourceFileSyntax, regions: [Region])? {
        var regions = regions(of: bytes, needles: needles)
        // A block the check refuses (the trailing closure of `ForEach(…) { … }`) is kept, and
        // the others parsed again once. The trees thrown away count as parses (the one kept is
        // counted by its `SourceFile`).
        var built = 0
        defer { PhaseClock.shared.countParses(built) }
        for _ in 0..<2 where !regions.isEmpty {
            let tree = mode.parse(blanked(bytes, regions))
            built += 1
            guard !tree.hasError else { return nil }
            let kept = regions.filter { isBlankable($0, in: tree, needles: needles) }
            if kept.count == regions.count {
                built -= 1
                return (tree, regions)
            }
            regions = kept
        }
        return nil
    }

    /// `bytes` with the inside of each region blanked (line breaks kept).
    package static func blanked(_ bytes: [UInt8], _ regions: [Region]) -> [UInt8] {
        var blanked = bytes
        for region in regions {
            for offset in (region.open + 1)..<region.close where blanked[offset] != 10 && blanked[offset] != 13 {
                blanked[offset] = 32
            }
        }
        return blanked
    }

    /// The blocks of `bytes` to blank (see the type's documentation), in source order, none
    /// inside another. Empty when the file's braces do not balance.
    package static func regions(of bytes: [UInt8], needles: Set<String>) -> [Region] {
        let needleList = Array(needles)
        var scan = Scan(needles: needles)
        var regions: [Region] = []
        let balanced = bytes.withUnsafeBufferPointer { buffer -> Bool in
            let raw = UnsafeRawBufferPointer(buffer)
            var tracker = LookaheadTracker()
            return withUnsafeMutablePointer(to: &tracker) { trackerPointer in
                var lexemes = Lexer.tokenize(buffer, lookaheadTracker: trackerPointer, experimentalFeatures: [])
                var offset = 0
                while let lexeme = lexemes.next() {
                    let start = offset + lexeme.leadingTriviaText.count
                    offset += lexeme.byteLength
                    if lexeme.rawTokenKind == .endOfFile { break }
                    switch scan.take(lexeme, at: start) {
                    case .nothing: continue
                    case .unbalanced: return false
                    case .closed(let open, let getter):
                        // A kept block's nested blocks were recorded as they closed; this one,
                        // without needles, replaces them. An empty one saves nothing.
                        guard start > open + 1, !Prefilter.mentionsAny(UnsafeRawBufferPointer(rebasing: raw[(open + 1)..<start]), needleList) else { continue }
                        while let last = regions.last, last.open > open { regions.removeLast() }
                        regions.append(Region(open: open, close: start, getter: getter))
                    }
                }
                return scan.frames.count == 1
            }
        }
        return balanced ? regions : []
    }

    /// True when `region`'s braces, in the skeleton `tree`, are a getter of a computed property
    /// or subscript, or enclose a function's or deinitializer's body or a block inside such a
    /// body or an accessor block, with nothing a fact reads whole between them (see the type).
    static func isBlankable(_ region: Region, in tree: SourceFileSyntax, needles: Set<String>) -> Bool {
        guard let open = tree.token(at: AbsolutePosition(utf8Offset: region.open)), open.tokenKind == .leftBrace,
              open.positionAfterSkippingLeadingTrivia.utf8Offset == region.open,
              let close = tree.token(at: AbsolutePosition(utf8Offset: region.close)), close.tokenKind == .rightBrace,
              close.positionAfterSkippingLeadingTrivia.utf8Offset == region.close,
              let block = open.parent, close.parent?.id == block.id else { return false }
        if region.getter {
            guard let accessors = block.as(AccessorBlockSyntax.self), case .getter = accessors.accessors else { return false }
            return holdsComputedValue(accessors)
        }
        if block.is(AccessorBlockSyntax.self) || block.is(MemberBlockSyntax.self) { return false }
        var current = block.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self) { return true }
            if let accessors = node.as(AccessorBlockSyntax.self) { return holdsComputedValue(accessors) }
            if node.is(InitializerDeclSyntax.self) || node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self)
                || node.is(MacroExpansionDeclSyntax.self) || node.is(MacroExpansionExprSyntax.self) {
                return false
            }
            // A walk that collects an attributed variable (`@State`) or a call of a needle
            // (`ForEach(…)`) reads all of it: its initial value, its arguments.
            if let variable = node.as(VariableDeclSyntax.self), !variable.attributes.isEmpty { return false }
            if let call = node.as(FunctionCallExprSyntax.self), !call.calledExpression.is(ClosureExprSyntax.self), calls(call, needles) {
                return false
            }
            current = node.parent
        }
        return false
    }

    /// Whether `call` calls a needle: its callee's name (`ForEach` in `ForEach(…)`,
    /// `SwiftUI.ForEach(…)`, `ForEach<…>(…)`, `ForEach.init(…)`); for a callee of another shape,
    /// any of its tokens. The callee of a modifier (`.padding()` after `VStack { ForEach … }`)
    /// is its name, not the chain before it, whose blocks stay blankable.
    private static func calls(_ call: FunctionCallExprSyntax, _ needles: Set<String>) -> Bool {
        var callee = Identifiers.strippingInit(call.calledExpression)
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return needles.contains(reference.baseName.text) }
        if let member = callee.as(MemberAccessExprSyntax.self) { return needles.contains(member.declName.baseName.text) }
        return callee.tokens(viewMode: .sourceAccurate).contains { needles.contains($0.text) }
    }

    /// True for the accessor block of a computed property (or a stored one's observers, without
    /// an initial value) or of a subscript.
    private static func holdsComputedValue(_ accessors: AccessorBlockSyntax) -> Bool {
        if let binding = accessors.parent?.as(PatternBindingSyntax.self) { return binding.initializer == nil }
        return accessors.parent?.is(SubscriptDeclSyntax.self) == true
    }

    /// The scan's state: a frame for each open brace.
    struct Scan {
        enum Frame {
            /// File level or a type's member block: declarations are read.
            case declarations(Declaration)
            /// A block to blank unless it holds a needle (then its nested blocks are looked at).
            case candidate(open: Int, getter: Bool)
            /// A computed property's or subscript's accessor block, before its first token.
            case accessorBlock(open: Int)
            /// An accessor block written with accessors: their bodies are candidates.
            case accessorList
            /// Anything else: its braces are only counted.
            case opaque
        }

        /// What the scan knows of the declaration being read in a `declarations` frame.
        struct Declaration {
            enum Introducer { case none, type, function, computed, other }
            var introducer = Introducer.none
            /// `=` was read (an initial value or a raw value): a brace now is not a body.
            var sawEquals = false
            /// Open `(` and `[` (a closure in a default argument or an attribute's arguments).
            var depth = 0
            /// `class` or `actor` was read: a type when a name follows, else a modifier.
            var pendingType = false
        }

        enum Event { case nothing, unbalanced, closed(open: Int, getter: Bool) }

        var frames: [Frame] = [.declarations(Declaration())]
        /// The walks' needles: a block that is the trailing closure of a call of one
        /// (`ForEach(…) { … }`) is read whole by them, so it is never proposed.
        let needles: Set<String>
        /// The name before each open `(` (nil when not a name), and that of the last one closed.
        private var callees: [String?] = []
        private var closedCallee: String?
        /// The previous token's kind, and its text when a name.
        private var previousKind = RawTokenKind.endOfFile
        private var previousName: String?

        init(needles: Set<String>) { self.needles = needles }

        /// Words that may stand between `class` and the keyword of a member (`class override func`).
        static let modifiers: Set<String> = [
            "override", "final", "public", "private", "fileprivate", "internal", "open", "package", "static", "dynamic",
            "nonisolated", "required", "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "indirect",
        ]

        /// The words that make SwiftParser read an accessor block as accessors rather than a
        /// getter (`Parser.parseAccessorIntroducer`: an accessor's modifiers and specifiers; an
        /// attribute or `#if` is taken the same way). A getter that starts with one of them as a
        /// plain name (`read(x)`) is only not blanked whole.
        static let accessorWords: Set<String> = [
            "__consuming", "consuming", "borrowing", "mutating", "nonmutating", "yielding",
            "get", "set", "didSet", "willSet", "unsafeAddress", "addressWithOwner", "addressWithNativeOwner",
            "unsafeMutableAddress", "mutableAddressWithOwner", "mutableAddressWithNativeOwner",
            "_read", "read", "_modify", "modify", "init", "borrow", "mutate",
        ]

        mutating func take(_ lexeme: Lexer.Lexeme, at start: Int) -> Event {
            let kind = lexeme.rawTokenKind
            defer {
                switch kind {
                case .leftParen: callees.append(previousKind == .identifier ? previousName : nil)
                case .rightParen: closedCallee = callees.popLast() ?? nil
                default: break
                }
                previousKind = kind
                previousName = kind == .identifier ? String(describing: lexeme.tokenText) : nil
            }
            if case .accessorBlock(let open) = frames[frames.count - 1], kind != .rightBrace {
                let listed = kind == .atSign || kind == .poundIf
                    || ((kind == .keyword || kind == .identifier) && Self.accessorWords.contains(String(describing: lexeme.tokenText)))
                frames[frames.count - 1] = listed ? .accessorList : .candidate(open: open, getter: true)
            }
            if kind == .leftBrace {
                frames.append(opening(at: start))
                return .nothing
            }
            if kind == .rightBrace {
                guard frames.count > 1 else { return .unbalanced }
                let frame = frames.removeLast()
                if case .candidate(let open, let getter) = frame { return .closed(open: open, getter: getter) }
                return .nothing
            }
            guard case .declarations(var declaration) = frames[frames.count - 1] else { return .nothing }
            read(lexeme, kind: kind, into: &declaration)
            frames[frames.count - 1] = .declarations(declaration)
            return .nothing
        }

        /// The frame a `{` at `start` opens.
        mutating func opening(at start: Int) -> Frame {
            switch frames[frames.count - 1] {
            case .declarations(let declaration):
                // A closure in the header's parentheses (a default argument) leaves it open.
                if declaration.depth > 0 { return .opaque }
                // The declaration's header ends here; what follows its body is a new one.
                frames[frames.count - 1] = .declarations(Declaration())
                if declaration.sawEquals { return .opaque }
                switch declaration.introducer {
                case .type: return .declarations(Declaration())
                case .function: return .candidate(open: start, getter: false)
                case .computed: return .accessorBlock(open: start)
                case .none, .other: return .opaque
                }
            case .accessorList, .candidate:
                // `ForEach(…) {` and `ForEach {`: a needle's trailing closure is kept whole.
                if previousKind == .rightParen, let callee = closedCallee, needles.contains(callee) { return .opaque }
                if previousKind == .identifier, let name = previousName, needles.contains(name) { return .opaque }
                return .candidate(open: start, getter: false)
            case .accessorBlock, .opaque: return .opaque
            }
        }

        func read(_ lexeme: Lexer.Lexeme, kind: RawTokenKind, into declaration: inout Declaration) {
            if declaration.pendingType {
                declaration.pendingType = false
                if kind == .identifier, !Self.modifiers.contains(String(describing: lexeme.tokenText)) {
                    declaration.introducer = .type
                    return
                }
            }
            switch kind {
            case .leftParen, .leftSquare: declaration.depth += 1
            case .rightParen, .rightSquare: declaration.depth = max(0, declaration.depth - 1)
            case .equal where declaration.depth == 0: declaration.sawEquals = true
            case .semicolon where declaration.depth == 0: declaration = Declaration()
            case .poundIf, .poundElseif, .poundElse, .poundEndif: declaration = Declaration()
            case .keyword, .identifier:
                guard declaration.depth == 0 else { return }
                let text = lexeme.tokenText
                if text == "func" || text == "deinit" {
                    declaration = Declaration(introducer: .function)
                } else if text == "var" || text == "subscript" {
                    declaration = Declaration(introducer: .computed)
                } else if text == "let" || text == "init" || text == "case" || text == "typealias" || text == "associatedtype"
                            || text == "import" || text == "operator" || text == "precedencegroup" || text == "macro" {
                    declaration = Declaration(introducer: .other)
                } else if declaration.sawEquals {
                    return
                } else if text == "struct" || text == "enum" || text == "protocol" || text == "extension" {
                    declaration = Declaration(introducer: .type)
                } else if text == "class" || text == "actor" {
                    declaration.pendingType = true
                }
            default: break
            }
        }
    }
}
