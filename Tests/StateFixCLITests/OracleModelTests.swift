import Foundation
import Testing
import StateFixCLI
import StateFixCore
import StateFixRules
import StateFixTestSupport

/// The compile oracle's two worlds reproduce what Apple documents for Xcode 27 (TN3211, iOS 27
/// release notes) and what the Swift compiler does today: each snippet compiles, or fails with
/// the given diagnostic, in each world.
@Suite("Compile oracle model", .enabled(if: CompileOracle.shared.unavailableReason == nil, "the compile oracle needs swiftc with SwiftSyntax host libraries"))
struct OracleModelTests {
    struct Snippet: CustomTestStringConvertible, Sendable {
        let name: String
        let code: String
        /// nil: compiles; else a piece of the expected error.
        let world1: String?
        let world2: String?
        var testDescription: String { name }
    }

    static let snippets: [Snippet] = [
        Snippet(name: "initial value + assignment before the other properties (Apple's StickerPageView)", code: """
            struct Page {}
            struct StickerPageView: View {
                @State private var page: Page = Page()
                private var title: String
                init(page: Page, title: String) { self.page = page; self.title = title }
                var body: some View { Text(title) }
            }
            """, world1: nil, world2: "'self' used before all stored properties are initialized"),
        Snippet(name: "initial value + assignment after the other properties (value silently dropped)", code: """
            struct Tally: View {
                @State private var tally = 0
                let caption: String
                init(caption: String, start: Int) { self.caption = caption; self.tally = start }
                var body: some View { Text(caption) }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "no initial value, @State assigned before another stored property (TN3211 ordering)", code: """
            struct Row: View {
                let index: Int
                @State private var isCollapsed: Bool
                init(index: Int) { self.isCollapsed = index > 0; self.index = index }
                var body: some View { Text("") }
            }
            """, world1: nil, world2: "'self' used before all stored properties are initialized"),
        Snippet(name: "no initial value, @State assigned last", code: """
            struct Row: View {
                let index: Int
                @State private var isCollapsed: Bool
                init(index: Int) { self.index = index; self.isCollapsed = index > 0 }
                var body: some View { Text("") }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "_x = State(initialValue:) without initial value, first", code: """
            struct Rename: View {
                @State private var draft: String
                let original: String
                init(original: String) { _draft = State(initialValue: original); self.original = original }
                var body: some View { Text(draft) }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "initial value + _x = State(initialValue:) before the other properties", code: """
            struct Rename: View {
                @State private var draft = ""
                let original: String
                init(original: String) { _draft = State(initialValue: original); self.original = original }
                var body: some View { Text(draft) }
            }
            """, world1: nil, world2: "'self' used before all stored properties are initialized"),
        Snippet(name: "memberwise initializer of a view with a private @State that has a value", code: """
            struct Row: View {
                let item: String
                @State private var expanded = false
                var body: some View { Text(item) }
            }
            func make() -> Row { Row(item: "a") }
            """, world1: nil, world2: nil),
        Snippet(name: "self.init(page:title:) from an extension of an all-private struct", code: """
            struct Page {}
            struct StickerPageView: View {
                @State private var page: Page
                private var title: String
                var body: some View { Text(title) }
            }
            extension StickerPageView {
                init(title: String) { self.init(page: Page(), title: title) }
            }
            """, world1: nil, world2: "no exact matches in call to initializer"),
        Snippet(name: "@State combined with another property wrapper", code: """
            @propertyWrapper struct Clamped {
                var wrappedValue: Int
                init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
            }
            struct Dial: View {
                @State @Clamped private var level = 5
                var body: some View { Text("") }
            }
            """, world1: nil, world2: "invalid redeclaration of synthesized property '_level'"),
        Snippet(name: "generic argument inference (Set without arguments)", code: """
            struct Picker2: View {
                @State private var picked: Set = ["all"]
                var body: some View { Text("") }
            }
            """, world1: nil, world2: "reference to generic type 'Set' requires arguments"),
        Snippet(name: "mutation, bindings and projections after initialization", code: """
            struct Counter: View {
                @State private var count = 0
                @State private var name = ""
                let title: String
                init(title: String) { self.title = title; count += 1 }
                var body: some View { TextField(title, text: $name) }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "a @State without initial value assigned last by an initializer in its own file", code: """
            struct Gauge: View {
                @State var revision: Int
                let reading: Double
                init(reading: Double, revision: Int) { self.reading = reading; self.revision = revision }
                var body: some View { Text("") }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "an initializer in another file cannot initialize @State storage (why statefix never inserts there)", code: """
            struct Gauge: View {
                @State var revision: Int
                let reading: Double
                init(reading: Double, revision: Int) { self.reading = reading; self.revision = revision }
                var body: some View { Text("") }
            }
            // ---- Gauge+Init.swift
            import SwiftUI
            extension Gauge {
                init(reading: Double) { self.reading = reading; self.revision = 0 }
            }
            """, world1: "'self' used before all stored properties are initialized", world2: nil),
        // The ContentBuilder half (TN3211; ../shared/xcode27-field-breaks.md C1-C4, A).
        Snippet(name: "ShapeStyle chain in a non-closure overlay (TN3211)", code: """
            struct Badge: View {
                var body: some View { Text("Hello").overlay(Color.blue.opacity(0.70).blendMode(.overlay)) }
            }
            """, world1: nil, world2: "ambiguous use of"),
        Snippet(name: "the same chain in the closure form (TN3211's fix)", code: """
            struct Badge: View {
                var body: some View { Text("Hello").overlay { Color.blue.opacity(0.70).blendMode(.overlay) } }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "one opacity on a Color (Color.opacity(_:) -> Color is concrete)", code: """
            struct Card: View {
                var body: some View { Text("Hello").background(Color.gray.opacity(0.2)) }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "one blendMode on a Color (Color declares no blendMode of its own)", code: """
            struct Card: View {
                var body: some View { Text("Hello").overlay(Color.red.blendMode(.multiply)) }
            }
            """, world1: nil, world2: "ambiguous use of 'blendMode'"),
        Snippet(name: "a gradient with one modifier (unknown in the field; the stand-in resolves it)", code: """
            struct Card: View {
                var body: some View { Text("Hello").overlay(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom).opacity(0.5)) }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "the chain with alignment: (only the View overload takes it, so no tie)", code: """
            struct Badge: View {
                var body: some View { Text("Hello").overlay(Color.blue.opacity(0.7).blendMode(.overlay), alignment: .top) }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "an empty Group with MapKit's overlay visible (SAP fiori #1768)", code: """
            struct Detail: View {
                let ready: Bool
                var body: some View {
                    if ready { Text("ready") } else { Group {} }
                }
            }
            """, world1: nil, world2: "requires that 'EmptyMapContent' conform to 'View'"),
        Snippet(name: "an empty Group as the whole body (TN3211's diagnostic)", code: """
            struct Detail: View {
                var body: some View { Group {} }
            }
            """, world1: nil, world2: "return type of property 'body' requires that 'EmptyMapContent' conform to 'View'"),
        Snippet(name: "a Group whose only #if branch is compiled out", code: """
            struct Detail: View {
                var body: some View {
                    Group {
                        #if NEVER_DEFINED
                        Text("debug")
                        #endif
                    }
                }
            }
            """, world1: nil, world2: "requires that 'EmptyMapContent' conform to 'View'"),
        Snippet(name: "the same with #else EmptyView() (TN3211's fix)", code: """
            struct Detail: View {
                var body: some View {
                    Group {
                        #if NEVER_DEFINED
                        Text("debug")
                        #else
                        EmptyView()
                        #endif
                    }
                }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "TupleView in a generic constraint (TN3211)", code: """
            struct CardView<Content: View>: View {
                let content: Content
                var body: some View { content }
            }
            extension CardView where Content == VStack<TupleView<(Text, Text)>> {
                init(title: String, subtitle: String) { self.init(content: VStack { Text(title); Text(subtitle) }) }
            }
            """, world1: nil, world2: "cannot convert"),
        Snippet(name: "TupleContent in the constraint (deployment target 27)", code: """
            struct CardView<Content: View>: View {
                let content: Content
                var body: some View { content }
            }
            extension CardView where Content == VStack<TupleContent<Text, Text>> {
                init(title: String, subtitle: String) { self.init(content: VStack { Text(title); Text(subtitle) }) }
            }
            """, world1: "cannot find type 'TupleContent' in scope", world2: nil),
        Snippet(name: "TupleView built explicitly in the builder (TN3211's fix below 27)", code: """
            struct CardView<Content: View>: View {
                let content: Content
                var body: some View { content }
            }
            extension CardView where Content == VStack<TupleView<(Text, Text)>> {
                init(title: String, subtitle: String) { self.init(content: VStack { TupleView((Text(title), Text(subtitle))) }) }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "swift-markdown's Document next to SwiftUI's new Document protocol (Esri #1484)", code: """
            import Markdown
            func headings(_ document: Document) -> Int { document.childCount }
            """, world1: nil, world2: "'Document' is ambiguous for type lookup in this context"),
        Snippet(name: "an unqualified Document(parsing:) call still resolves (the protocol cannot be called)", code: """
            import Markdown
            func headings(_ source: String) -> Int { Document(parsing: source).childCount }
            """, world1: nil, world2: nil),
        Snippet(name: "the same, qualified (MarkdownView PR #151)", code: """
            import Markdown
            func headings(_ source: String) -> Int {
                let document: Markdown.Document = Markdown.Document(parsing: source)
                return document.childCount
            }
            """, world1: nil, world2: nil),
        Snippet(name: "a module's own Document shadows both imports", code: """
            import Markdown
            struct Document { init(parsing: String) {} }
            func open(_ source: String) -> Document { Document(parsing: source) }
            """, world1: nil, world2: nil),
        // The Observation migration: the real @Observable macro (this toolchain's Observation
        // module) with the stand-ins' wrappers. Each diagnostic is why observation-model adds
        // @ObservationIgnored, blocks a class, or converts a use site with its class.
        Snippet(name: "lazy var under @Observable needs @ObservationIgnored", code: """
            @Observable final class Feed { lazy var formatter = DateFormatter() }
            """, world1: "'lazy' cannot be used on a computed property", world2: "'lazy' cannot be used on a computed property"),
        Snippet(name: "@ObservationIgnored lazy var builds", code: """
            @Observable final class Feed { @ObservationIgnored lazy var formatter = DateFormatter() }
            """, world1: nil, world2: nil),
        Snippet(name: "another property wrapper under @Observable needs @ObservationIgnored", code: """
            @Observable final class Feed { @AppStorage("limit") var limit = 20 }
            """, world1: "invalid redeclaration of synthesized property '_limit'", world2: "invalid redeclaration of synthesized property '_limit'"),
        Snippet(name: "a $x publisher is gone once @Published is", code: """
            @Observable final class Search {
                var query = ""
                func watch() -> AnyCancellable { $query.sink { _ in } }
            }
            """, world1: "cannot find '$query' in scope", world2: "cannot find '$query' in scope"),
        Snippet(name: "objectWillChange is gone once ObservableObject is", code: """
            @Observable final class Cart { var count = 0 }
            func forward(_ cart: Cart) { cart.objectWillChange.send() }
            """, world1: "has no member 'objectWillChange'", world2: "has no member 'objectWillChange'"),
        Snippet(name: "a @StateObject left behind does not build", code: """
            @Observable final class Library { var books: [String] = [] }
            struct Shelf: View {
                @StateObject private var library = Library()
                var body: some View { Text("") }
            }
            """, world1: "conform to 'ObservableObject'", world2: "conform to 'ObservableObject'"),
        Snippet(name: "an .environmentObject left behind does not build", code: """
            @Observable final class Library { var books: [String] = [] }
            func inject(_ library: Library) -> some View { Text("").environmentObject(library) }
            """, world1: "conform to 'ObservableObject'", world2: "conform to 'ObservableObject'"),
        Snippet(name: "@Environment(T.self) needs an @Observable class", code: """
            final class Library: ObservableObject {}
            struct Shelf: View {
                @Environment(Library.self) private var library: Library
                var body: some View { Text("") }
            }
            """, world1: "conform to 'Observable'", world2: "conform to 'Observable'"),
        Snippet(name: "$m.x through @State of an @Observable class is a binding (B4)", code: """
            @Observable final class Draft { var text = "" }
            struct Editor: View {
                @State private var draft = Draft()
                var body: some View { TextField("Text", text: $draft.text) }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "a class that is @Observable and an ObservableObject builds (so only use sites prove a conversion)", code: """
            @Observable final class Library: ObservableObject { var books: [String] = [] }
            struct Shelf: View {
                @StateObject private var library = Library()
                var body: some View { Text("") }
            }
            """, world1: nil, world2: nil),
        Snippet(name: "an @Entry key with a default, read and injected by key path (environment_style entry)", code: """
            @Observable final class Library { var title = "" }
            extension EnvironmentValues {
                @Entry var library = Library()
            }
            struct Shelf: View {
                @Environment(\\.library) private var library: Library
                var body: some View { TextField("", text: Bindable(library).title) }
            }
            func inject(_ library: Library) -> some View { Shelf().environment(\\.library, library) }
            """, world1: nil, world2: nil),
    ]

    /// Swift 6 mode and run-time behaviour of the real macro, outside the stand-ins.
    @Test func observationMacroInSwift6AndAtRunTime() throws {
        let folder = Support.temporaryFolder("statefix-oracle-observation")
        defer { try? FileManager.default.removeItem(at: folder) }
        func swiftc(_ arguments: [String]) -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CompileOracle.shared.swiftc.hasPrefix("/") ? CompileOracle.shared.swiftc : "/usr/bin/env")
            process.arguments = (CompileOracle.shared.swiftc.hasPrefix("/") ? [] : ["swiftc"]) + arguments
            process.currentDirectoryURL = folder
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            guard (try? process.run()) != nil else { return (127, "") }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        func write(_ name: String, _ code: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try ("import Foundation\nimport Observation\n" + code + "\n").write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        // A7: deinit of a main-actor class reads a tracked property: an error in Swift 6 mode.
        let tracked = try write("Tracked.swift", "@MainActor @Observable final class Loader { var task: Int? = nil\n deinit { print(task as Any) } }")
        let result = swiftc(["-swift-version", "6", "-typecheck", tracked])
        #expect(result.status != 0 && result.output.contains("main actor-isolated property 'task' can not be referenced from a nonisolated context"), "\(result.output)")
        let ignored = try write("Ignored.swift", "@MainActor @Observable final class Loader { @ObservationIgnored var task: Int? = nil\n deinit { print(task as Any) } }")
        #expect(swiftc(["-swift-version", "6", "-typecheck", ignored]).status == 0)
        // A8: synthesized Codable of an @Observable class writes the macro's storage names.
        let codable = try write("main.swift", "@Observable final class Prefs: Codable { var theme = \"light\" }\nprint(String(decoding: try! JSONEncoder().encode(Prefs()), as: UTF8.self))")
        let exe = folder.appendingPathComponent("codable").path
        #expect(swiftc([codable, "-o", exe]).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: exe)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.contains("\"_theme\":\"light\"") && !output.contains("\"theme\""), "\(output)")
    }

    @Test(arguments: snippets)
    func snippet(_ snippet: Snippet) throws {
        let folder = Support.temporaryFolder("statefix-oracle-snippet")
        defer { try? FileManager.default.removeItem(at: folder) }
        // `// ---- Name.swift` starts another file.
        var files: [URL] = []
        for (index, part) in snippet.code.components(separatedBy: "// ---- ").enumerated() {
            let name = index == 0 ? "Snippet.swift" : String(part.prefix { $0 != "\n" })
            let text = index == 0 ? "import SwiftUI\n" + part : String(part.drop { $0 != "\n" })
            let file = folder.appendingPathComponent(name)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        for (world, expected) in [(CompileOracle.World.one, snippet.world1), (.two, snippet.world2)] {
            let errors = try CompileOracle.shared.check(files, in: world).get()
            if let expected {
                #expect(errors.contains { $0.contains(expected) }, "\(world): expected '\(expected)', got:\n\(errors.joined(separator: "\n"))")
            } else {
                #expect(errors.isEmpty, "\(world): expected to compile, got:\n\(errors.joined(separator: "\n"))")
            }
        }
    }
}
