// SyntheticApp: a generated SwiftUI app, for benchmarking `--check --enable observation` against
// `--check` at a known, adjustable size.
//
// The app mimics a large real app half-way through its move to the Observation framework: at
// scale 1, about 3,200 files and 12 MB in feature folders, of which
//   - about 60 `ObservableObject` classes (`@Published` properties, `$query` publishers inside,
//     `final` or not, `@MainActor` or not, a few subclasses of project classes) plus 20 nested
//     `ViewModel` classes (the same short name in 20 scopes), each used from several other files
//     (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `.environmentObject(_:)`,
//     `$model.query` bindings, `Row(model: model)`, and about 40 `model.$name` publishers);
//   - about 190 files already on Observation (`@Observable` classes; `@State`, `@Bindable` and
//     `@Environment(Model.self)` in views);
//   - and the rest ordinary code that holds none of the observation rules' needles: models,
//     services, UIKit-style controllers, SwiftUI views with `@State`/`@Binding`, reducers, long
//     switch statements, and XCTest cases, with real work for the parser in their bodies.
// The observation rules read every file, resolve names across files and plan fixes over whole
// inheritance trees, which is what a benchmark on a small fixture never exercises; their cost
// over plain `--check` on this app is the number the benchmark quotes.
//
// Scale N writes N copies of that app with distinct type names (the copy's number after the
// first word: `Inbox2ViewModel`) and feature folders (`Feature061`…), so that every count, and
// the work of the tool, grows linearly. Output depends only on the scale: each copy draws from
// its own SplitMix64 stream, so the first two copies of a 4× app are the 2× app, byte for byte.
// The code is never compiled (Combine and UIKit are absent on Linux); it only has to parse.
import Foundation

enum SyntheticApp {
    struct Summary: CustomStringConvertible {
        /// Swift files written, and their total size in bytes.
        var files: Int = 0
        var bytes: Int = 0
        /// `ObservableObject` classes declared (named ones and nested `ViewModel`s).
        var observableObjectClasses: Int = 0
        /// Files that declare an `@Observable` class.
        var observableFiles: Int = 0
        /// Files, other than a class's own, that use an `ObservableObject` class through a property
        /// wrapper, `.environmentObject(_:)` or a publisher.
        var useSites: Int = 0
        /// Combine publishers of `@Published` properties: `$query` in a class, `model.$items` elsewhere.
        var publishers: Int = 0

        var description: String {
            "\(files) files, \(bytes) bytes, \(observableObjectClasses) ObservableObject classes, "
                + "\(observableFiles) @Observable files, \(useSites) use-site files, \(publishers) publishers"
        }

        mutating func add(_ other: Summary) {
            files += other.files
            bytes += other.bytes
            observableObjectClasses += other.observableObjectClasses
            observableFiles += other.observableFiles
            useSites += other.useSites
            publishers += other.publishers
        }
    }

    struct GenerationError: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes the app for `scale` (1 = the base size) into `folder`, which is created and must not
    /// exist or be empty. The same scale always gives the same files.
    static func write(to folder: String, scale: Int) throws -> Summary {
        guard scale >= 1 else { throw GenerationError(description: "scale must be at least 1, not \(scale)") }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: folder, isDirectory: &isDirectory) {
            // Never mix with (or overwrite) files already there: the counts would be wrong.
            guard isDirectory.boolValue, try fileManager.contentsOfDirectory(atPath: folder).isEmpty else {
                throw GenerationError(description: "\(folder) exists and is not an empty folder")
            }
        }
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var summary = Summary()
        for copy in 0..<scale {
            var generator = Generator(root: folder, copy: copy)
            try generator.run()
            summary.add(generator.summary)
        }
        return summary
    }

    // MARK: - Shape of one copy

    /// Files per copy; the ordinary files fill whatever the others leave of it.
    static let filesPerCopy = 3_200
    static let featureCount = 60
    /// Features `0..<featuresWithViewModel` have an `ObservableObject` view model; the others
    /// finished their migration.
    static let featuresWithViewModel = 54

    static let nouns = [
        "Inbox", "Compose", "Profile", "Search", "Feed", "Cart", "Checkout", "Orders", "Wishlist", "Catalog",
        "Product", "Reviews", "Messages", "Contacts", "Calendar", "Events", "Tickets", "Wallet", "Payments", "Rewards",
        "Notifications", "Onboarding", "Login", "Signup", "Account", "Billing", "Subscriptions", "Library", "Player", "Playlist",
        "Podcasts", "Downloads", "Photos", "Albums", "Camera", "Places", "Routes", "Weather", "Health", "Workouts",
        "Nutrition", "Sleep", "Journal", "Notes", "Tasks", "Projects", "Teams", "Chat", "Channels", "Files",
        "Sharing", "Support", "Feedback", "Insights", "Reports", "Dashboard", "Goals", "Habits", "Recipes", "Travel",
    ]
    static let observationSuffixes = ["Session", "Filter", "Playback", "Form", "Timeline", "Preferences", "Draft", "Selection", "Upload", "Sync"]
    static let nestedViewKinds = ["ComposeView", "FilterSheet", "EditorView", "ShareSheet", "QuickActionsView"]
    static let words = [
        "Image", "Cache", "Session", "Layout", "Token", "Route", "Metric", "Color", "Font", "Date",
        "Price", "Badge", "Avatar", "Sync", "Upload", "Download", "Keychain", "Locale", "Theme", "Haptic",
        "Gesture", "Timeline", "Chart", "Grid", "Carousel", "Banner", "Toast", "Query", "Filter", "Sort",
        "Pager", "Stream", "Socket", "Queue", "Retry", "Backoff", "Audit", "Crash", "Trace", "Currency",
        "Address", "Barcode", "Voice", "Video", "Map", "Reminder", "Contact", "Link", "Shadow", "Spacing",
    ]
    static let coreFolders = ["Models", "Extensions", "Utilities", "Networking", "Persistence", "DesignSystem", "Localization", "Analytics", "Routing", "Support"]
    static let serviceFolders = ["Networking", "Storage", "Media", "Sync", "Auth", "Payments", "Location", "Push"]
    static let symbols = ["star", "heart", "bell", "tray", "folder", "doc", "person", "gear", "map", "cart", "bolt", "flag"]
    static let lorem = ["Lorem ipsum dolor sit amet", "Consectetur adipiscing elit", "Sed do eiusmod tempor", "Ut enim ad minim veniam",
                        "Quis nostrud exercitation", "Duis aute irure dolor", "Excepteur sint occaecat", "Sunt in culpa qui officia"]

    // MARK: - Deterministic randomness

    /// SplitMix64: tiny, fast, and the same sequence on every platform and toolchain, which the
    /// standard library's `random(in:using:)` algorithms do not promise.
    struct SplitMix64 {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }

        mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

        mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
    }

    // MARK: - Plan

    struct Property {
        var name: String
        var type: String
        var initial: String
        /// `@Published var isLoading = false` as well as `@Published var page: Int = 0`.
        var annotated: Bool
        var setter = ""
    }

    struct ViewModelSpec {
        var name: String
        /// A project superclass; `inheritsObservable` when it is itself an `ObservableObject`.
        var superclass: String?
        var inheritsObservable = false
        var superInit = "super.init()"
        var isFinal: Bool
        var mainActor: Bool
        var takesService: Bool
        var debounces: Bool
        var sendsWillChange: Bool
        /// The screen injects it with `.environmentObject(model)`; its toolbar reads it back.
        var injected: Bool
        var extras: [Property]
    }

    struct Feature {
        var index: Int
        var number: Int
        var noun: String
        var title: String
        var folder: String
        var viewModel: ViewModelSpec?
        var item: String { noun + "Item" }
        var service: String { noun + "Service" }
        var screenCall: String {
            viewModel?.takesService == true ? "\(noun)Screen(service: \(service)())" : "\(noun)Screen()"
        }
    }

    /// A file's lines (or blocks of lines) and their size so far, so that generators can stop
    /// adding members when a file reaches the size drawn for it.
    struct Code {
        var parts: [String] = []
        var bytes = 0

        mutating func add(_ text: String) {
            parts.append(text)
            bytes += text.utf8.count + 1
        }

        mutating func add(_ lines: [String]) { lines.forEach { add($0) } }

        var text: String { parts.joined(separator: "\n") + "\n" }
    }

    // MARK: - Generator

    /// Writes one copy of the app.
    struct Generator {
        let root: String
        let copy: Int
        /// Inserted after the first word of every name: "" in the first copy, then "2", "3"…
        let tag: String
        var rng: SplitMix64
        var summary = Summary()
        var folders: Set<String> = []
        var usedNames: Set<String> = []
        /// Ordinary types with `process(_:label:)`, for the unit tests to exercise.
        var testableTypes: [String] = []
        var testedTypes = 0
        var features: [Feature] = []

        init(root: String, copy: Int) {
            self.root = root
            self.copy = copy
            tag = copy == 0 ? "" : String(copy + 1)
            rng = SplitMix64(seed: 0x5EED_0000 &+ UInt64(copy) &* 0x1_0000_0001)
        }

        // MARK: files

        mutating func emit(_ path: String, _ code: Code) throws {
            let folder = (path as NSString).deletingLastPathComponent
            if !folders.contains(folder) {
                try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
                folders.insert(folder)
            }
            // Not `Data.write`: on Linux it syncs every file to disk, which made writing the
            // files most of the generation time. A benchmark input does not need to survive a crash.
            let text = code.text
            let full = root + "/" + path
            guard let file = fopen(full, "wb") else { throw GenerationError(description: "cannot create \(full)") }
            let size = text.utf8.count
            let written = text.utf8.withContiguousStorageIfAvailable { fwrite($0.baseAddress, 1, size, file) } ?? 0
            guard fclose(file) == 0, written == size else { throw GenerationError(description: "cannot write \(full)") }
            summary.files += 1
            summary.bytes += size
        }

        /// `base`, or `base2`, `base3`… when this copy already has a type of that name. (A name
        /// of another copy has its tag after its first word, so it never ends up the same.)
        mutating func uniqueName(_ base: String) -> String {
            var name = base
            var counter = 2
            while usedNames.contains(name) {
                name = base + String(counter)
                counter += 1
            }
            usedNames.insert(name)
            return name
        }

        /// The size of an ordinary file: mostly 1.4–4.8 KB, one in eight 5.5–9 KB, one in
        /// twenty-five 10–28 KB (the long switches and controllers real apps have). With the
        /// smaller observation files, that makes about 12 MB a copy.
        mutating func ordinarySize() -> Int {
            let roll = rng.int(0...99)
            if roll < 4 { return rng.int(10_000...28_000) }
            if roll < 16 { return rng.int(5_500...9_000) }
            return rng.int(1_400...4_800)
        }

        mutating func run() throws {
            planFeatures()
            try coreStores()
            try appEntry()
            for feature in features {
                if let spec = feature.viewModel {
                    try viewModelFile(feature, spec)
                    try viewModelUseSites(feature, spec)
                }
                if feature.index % 3 == 0 { try nestedViewModel(feature) }
                let models = feature.index < 10 ? 4 : 3
                for slot in 0..<models { try observationModel(feature, slot: slot) }
            }
            try ordinaryFiles()
        }

        mutating func planFeatures() {
            for index in 0..<SyntheticApp.featureCount {
                let base = SyntheticApp.nouns[index]
                let number = copy * SyntheticApp.featureCount + index + 1
                let noun = base + tag
                let folder = "App/Features/Feature" + String(format: "%03d", number)
                var feature = Feature(index: index, number: number, noun: noun, title: base, folder: folder)
                for suffix in ["ViewModel", "Screen", "Row", "Header", "Badge", "DetailView", "Toolbar", "Coordinator", "Item", "Service"] {
                    usedNames.insert(noun + suffix)
                }
                if index < SyntheticApp.featuresWithViewModel {
                    var spec = ViewModelSpec(name: noun + "ViewModel", isFinal: rng.chance(78), mainActor: rng.chance(20),
                                             takesService: rng.chance(50), debounces: rng.chance(55),
                                             sendsWillChange: rng.chance(12), injected: rng.chance(30), extras: [])
                    // Inheritance is fixed by position, so every copy has the same trees: four
                    // subclasses of each base view model, two of a plain project class.
                    switch index {
                    case 5, 18, 31, 44:
                        spec.superclass = "Base" + tag + "ListViewModel"
                        spec.inheritsObservable = true
                    case 9, 27, 40, 50:
                        spec.superclass = "Base" + tag + "FormViewModel"
                        spec.inheritsObservable = true
                    case 13, 36:
                        spec.superclass = "Tracked" + tag + "Object"
                        spec.superInit = "super.init(screenName: \"\(base.lowercased())\")"
                    default:
                        break
                    }
                    // A main-actor subclass of a nonisolated class would not compile.
                    if spec.superclass != nil { spec.mainActor = false }
                    spec.extras = extraProperties(feature).filter { property in
                        // The base list view model has its own errorMessage.
                        !(spec.superclass?.hasSuffix("ListViewModel") == true && property.name == "errorMessage")
                    }
                    feature.viewModel = spec
                }
                features.append(feature)
            }
        }

        mutating func extraProperties(_ feature: Feature) -> [Property] {
            let pool = [
                Property(name: "page", type: "Int", initial: "0", annotated: rng.chance(50)),
                Property(name: "errorMessage", type: "String?", initial: "nil", annotated: true, setter: "private(set) "),
                Property(name: "selectedID", type: "UUID?", initial: "nil", annotated: true),
                Property(name: "sortAscending", type: "Bool", initial: "true", annotated: rng.chance(50)),
                Property(name: "draftTitle", type: "String", initial: "\"\"", annotated: rng.chance(50)),
                Property(name: "lastRefresh", type: "Date?", initial: "nil", annotated: true),
                Property(name: "tags", type: "[String]", initial: "[]", annotated: true),
                Property(name: "badgeCount", type: "Int", initial: "0", annotated: rng.chance(50)),
                Property(name: "pinned", type: "[\(feature.item)]", initial: "[]", annotated: true),
                Property(name: "showsArchived", type: "Bool", initial: "false", annotated: rng.chance(50)),
            ]
            return pool.filter { _ in rng.chance(35) }
        }

        // MARK: filler bodies

        /// Statements for a helper over `input: [Int]`, `label: String` and `result: [String]`.
        /// Each declares its own names (suffix `n`), so any sequence of them is a valid body.
        static func statement(_ kind: Int, _ n: Int, _ r: Int) -> [String] {
            switch kind {
            case 0: return [
                #"let doubled\#(n) = input.map { $0 * \#(r) }.filter { $0 % 3 != 0 }"#,
                #"result.append(contentsOf: doubled\#(n).map(String.init))"#,
            ]
            case 1: return [
                #"if let first = input.first, first > \#(r) {"#,
                #"    result.append("\(label)-\(first)")"#,
                #"} else {"#,
                #"    result.append(label)"#,
                #"}"#,
            ]
            case 2: return [#"guard input.count > \#(r % 4) else { return result }"#]
            case 3: return [
                #"for (offset, value) in input.enumerated() where value.isMultiple(of: \#(r % 5 + 2)) {"#,
                #"    result.append("\(offset):\(value)")"#,
                #"}"#,
            ]
            case 4: return [
                #"switch input.count {"#,
                #"case 0:"#,
                #"    result.append("empty")"#,
                #"case 1...\#(r):"#,
                #"    result.append("few \(label)")"#,
                #"default:"#,
                #"    result.append("many")"#,
                #"}"#,
            ]
            case 5: return [
                #"let total\#(n) = input.reduce(0, +)"#,
                #"result.append("total \(total\#(n)) for \(label.isEmpty ? "unnamed" : label)")"#,
            ]
            case 6: return [
                #"let describe\#(n): (Int) -> String = { value in"#,
                #"    value < 0 ? "-\(abs(value))" : "+\(value)""#,
                #"}"#,
                #"result += input.prefix(\#(r)).map(describe\#(n))"#,
            ]
            case 7: return [
                #"do {"#,
                #"    let data = try JSONEncoder().encode(input)"#,
                #"    result.append(String(decoding: data, as: UTF8.self))"#,
                #"} catch {"#,
                #"    result.append("error: \(error.localizedDescription)")"#,
                #"}"#,
            ]
            case 8: return [
                #"var cursor\#(n) = 0"#,
                #"while cursor\#(n) < min(input.count, \#(r)) {"#,
                #"    defer { cursor\#(n) += 1 }"#,
                #"    if input[cursor\#(n)] == 0 { continue }"#,
                #"    result.append(String(input[cursor\#(n)], radix: 16))"#,
                #"}"#,
            ]
            case 9: return [
                #"let grouped\#(n) = Dictionary(grouping: input, by: { $0 % \#(r % 6 + 2) })"#,
                #"for key in grouped\#(n).keys.sorted() {"#,
                #"    result.append("\(key)=\(grouped\#(n)[key, default: []].count)")"#,
                #"}"#,
            ]
            case 10: return [
                #"let summary\#(n) = input.last.map { "last \($0)" } ?? "none""#,
                #"result.append(summary\#(n).uppercased())"#,
            ]
            default: return [
                #"if case let .some(peak) = input.max(), peak > \#(r * 3) {"#,
                #"    result.append("peak \(peak)")"#,
                #"} else if input.contains(where: { $0 < 0 }) {"#,
                #"    result.append(contentsOf: input.lazy.filter { $0 < 0 }.map { "\($0)" })"#,
                #"}"#,
            ]
            }
        }

        /// A helper function of 2–7 statements (more when `long`).
        mutating func helper(_ name: String, indent: String, long: Bool = false) -> String {
            let head = rng.pick(["func", "func", "private func", "fileprivate func", "@discardableResult func", "static func"])
            var lines = ["\(indent)\(head) \(name)(_ input: [Int], label: String) -> [String] {", "\(indent)    var result: [String] = []"]
            let count = long ? rng.int(8...16) : rng.int(2...7)
            for n in 0..<count {
                for line in Self.statement(rng.int(0...11), n, rng.int(1...9)) { lines.append(indent + "    " + line) }
            }
            lines.append("\(indent)    return result")
            lines.append("\(indent)}")
            return lines.joined(separator: "\n")
        }

        /// Adds helpers named `prefix0`, `prefix1`… to `code` until it reaches `target` bytes;
        /// `reserve` is what the caller still adds after them.
        mutating func fill(_ code: inout Code, to target: Int, reserve: Int = 0, prefix: String, indent: String = "    ") {
            var index = 0
            while code.bytes + reserve < target {
                code.add("")
                code.add(helper("\(prefix)\(index)", indent: indent, long: target > 9_000))
                index += 1
            }
        }

        /// A computed subview for a SwiftUI `body` (`items: [String]` in scope).
        mutating func section(_ index: Int) -> String {
            let spacing = rng.int(2...12), limit = rng.int(2...8), symbol = rng.pick(SyntheticApp.symbols)
            return #"""
                private var section\#(index): some View {
                    VStack(alignment: .leading, spacing: \#(spacing)) {
                        Text("Section \#(index)")
                            .font(.subheadline.weight(.semibold))
                        ForEach(items.prefix(\#(limit)), id: \.self) { item in
                            HStack {
                                Image(systemName: "\#(symbol)")
                                Text(item)
                                Spacer()
                                Image(systemName: "chevron.right")
                                    .foregroundStyle(.tertiary)
                            }
                        }
                    }
                    .padding(.vertical, \#(spacing / 2))
                }
            """#
        }

        // MARK: core stores and the entry point

        mutating func coreStores() throws {
            let t = tag
            var app = Code()
            app.add(#"""
            import Foundation
            import Combine

            /// The signed-in state every screen shares, injected at the root.
            @MainActor
            final class App\#(t)Store: ObservableObject {
                @Published var isSignedIn = false
                @Published var selectedTab: Int = 0
                @Published var badgeCounts: [String: Int] = [:]
                @Published private(set) var userName: String? = nil
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $isSignedIn
                        .removeDuplicates()
                        .sink { [weak self] signedIn in
                            if !signedIn { self?.badgeCounts.removeAll() }
                        }
                        .store(in: &cancellables)
                }

                func signIn(as name: String) {
                    userName = name
                    isSignedIn = true
                }

                func signOut() {
                    objectWillChange.send()
                    userName = nil
                    isSignedIn = false
                    selectedTab = 0
                }

                func setBadge(_ count: Int, for tab: String) {
                    badgeCounts[tab] = count > 0 ? count : nil
                }
            }
            """#)
            try emit("App/Core/Stores/App\(t)Store.swift", app)

            var settings = Code()
            settings.add(#"""
            import Foundation
            import Combine

            /// User preferences, injected at the root and read by most screens.
            final class Settings\#(t)Store: ObservableObject {
                @Published var useDarkMode = false
                @Published var textScale: Double = 1.0
                @Published var showsPreviews: Bool = true
                @Published var region: String = Locale.current.identifier
                @Published var notificationsEnabled = true

                private let defaults: UserDefaults

                init(defaults: UserDefaults = .standard) {
                    self.defaults = defaults
                    useDarkMode = defaults.bool(forKey: "useDarkMode")
                    textScale = max(0.8, defaults.double(forKey: "textScale"))
                }

                func save() {
                    defaults.set(useDarkMode, forKey: "useDarkMode")
                    defaults.set(textScale, forKey: "textScale")
                    defaults.set(showsPreviews, forKey: "showsPreviews")
                }

                func reset() {
                    useDarkMode = false
                    textScale = 1.0
                    showsPreviews = true
                    notificationsEnabled = true
                    save()
                }
            }
            """#)
            try emit("App/Core/Stores/Settings\(t)Store.swift", settings)

            var session = Code()
            session.add(#"""
            import Foundation

            @MainActor
            class Session\#(t)Store: ObservableObject {
                @Published var token: String?
                @Published var expiresAt: Date? = nil
                @Published var isRefreshing = false

                var isValid: Bool {
                    guard let expiresAt, token != nil else { return false }
                    return expiresAt > Date()
                }

                func refresh() async {
                    isRefreshing = true
                    defer { isRefreshing = false }
                    try? await Task.sleep(nanoseconds: 100_000_000)
                    token = UUID().uuidString
                    expiresAt = Date().addingTimeInterval(3_600)
                }
            }
            """#)
            try emit("App/Core/Stores/Session\(t)Store.swift", session)

            var theme = Code()
            theme.add(#"""
            import SwiftUI

            final class Theme\#(t)Store: ObservableObject {
                @Published var accent: Color = .blue
                @Published var cornerRadius: CGFloat = 12
                @Published var usesCompactLayout = false

                func apply(_ name: String) {
                    switch name {
                    case "ocean": accent = .teal
                    case "forest": accent = .green
                    case "sunset": accent = .orange
                    default: accent = .blue
                    }
                }
            }
            """#)
            try emit("App/Core/Stores/Theme\(t)Store.swift", theme)

            var list = Code()
            list.add(#"""
            import Foundation

            /// What every list screen shares: loading state and the last error.
            class Base\#(t)ListViewModel: ObservableObject {
                @Published var isLoading = false
                @Published var errorMessage: String?
                @Published var lastUpdated: Date? = nil

                init() {}

                func beginLoading() {
                    isLoading = true
                    errorMessage = nil
                }

                func endLoading(error: Error? = nil) {
                    isLoading = false
                    lastUpdated = Date()
                    errorMessage = error.map { "\($0)" }
                }
            }
            """#)
            try emit("App/Core/ViewModels/Base\(t)ListViewModel.swift", list)

            var form = Code()
            form.add(#"""
            import Foundation

            class Base\#(t)FormViewModel: ObservableObject {
                @Published var isLoading = false
                @Published var isDirty = false
                @Published var validationErrors: [String] = []

                init() {}

                var canSubmit: Bool { isDirty && validationErrors.isEmpty && !isLoading }

                func markDirty() {
                    isDirty = true
                }

                func validate(_ fields: [String: String]) {
                    validationErrors = fields.compactMap { key, value in
                        value.trimmingCharacters(in: .whitespaces).isEmpty ? "\(key) is required" : nil
                    }
                }
            }
            """#)
            try emit("App/Core/ViewModels/Base\(t)FormViewModel.swift", form)

            // A plain project superclass: two view models inherit from it and add ObservableObject.
            var tracked = Code()
            tracked.add(#"""
            import Foundation

            class Tracked\#(t)Object {
                let screenName: String
                private(set) var events: [String] = []

                init(screenName: String) {
                    self.screenName = screenName
                }

                func track(_ event: String, _ properties: [String: String] = [:]) {
                    let suffix = properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
                    events.append(suffix.isEmpty ? "\(screenName).\(event)" : "\(screenName).\(event)?\(suffix)")
                }
            }
            """#)
            try emit("App/Core/Support/Tracked\(t)Object.swift", tracked)
            summary.observableObjectClasses += 6
            summary.publishers += 1
        }

        mutating func appEntry() throws {
            let t = tag
            let tabs = features.filter { $0.viewModel != nil }.prefix(6).map { feature in
                #"""
                                    \#(feature.screenCall)
                                        .tabItem { Label("\#(feature.title)", systemImage: "\#(SyntheticApp.symbols[feature.index % SyntheticApp.symbols.count])") }
                """#
            }.joined(separator: "\n")
            if copy == 0 {
                var main = Code()
                main.add(#"""
                import SwiftUI

                @main
                struct SyntheticApp: App {
                    @StateObject private var store = AppStore()

                    var body: some Scene {
                        WindowGroup {
                            RootView()
                                .environmentObject(store)
                        }
                    }
                }
                """#)
                try emit("App/AppMain.swift", main)
                summary.useSites += 1
            }
            // Later copies own their store in their root view, as a second app target would.
            let storeLine = copy == 0 ? "@EnvironmentObject private var store: AppStore" : "@StateObject private var store = App\(t)Store()"
            let storeInjection = copy == 0 ? "" : "\n        .environmentObject(store)"
            var root = Code()
            root.add(#"""
            import SwiftUI

            struct Root\#(t)View: View {
                \#(storeLine)
                @StateObject private var settings = Settings\#(t)Store()
                @StateObject private var theme = Theme\#(t)Store()
                @StateObject private var session = Session\#(t)Store()

                var body: some View {
                    Group {
                        if store.isSignedIn {
                            TabView(selection: $store.selectedTab) {
            \#(tabs)
                            }
                        } else {
                            Login\#(t)Gate()
                        }
                    }
                    .environmentObject(settings)
                    .environmentObject(theme)
                    .environmentObject(session)\#(storeInjection)
                    .preferredColorScheme(settings.useDarkMode ? .dark : .light)
                    .onReceive(store.$isSignedIn) { signedIn in
                        if signedIn { Task { await session.refresh() } }
                    }
                }
            }

            private struct Login\#(t)Gate: View {
                @EnvironmentObject private var store: App\#(t)Store
                @State private var name = ""

                var body: some View {
                    VStack(spacing: 16) {
                        TextField("Name", text: $name)
                            .textFieldStyle(.roundedBorder)
                        Button("Sign in") { store.signIn(as: name) }
                            .disabled(name.isEmpty)
                    }
                    .padding()
                }
            }
            """#)
            try emit("App/Root\(t)View.swift", root)

            var settingsView = Code()
            settingsView.add(#"""
            import SwiftUI

            struct Settings\#(t)View: View {
                @EnvironmentObject var settings: Settings\#(t)Store
                @EnvironmentObject private var theme: Theme\#(t)Store

                var body: some View {
                    Form {
                        Section("Appearance") {
                            Toggle("Dark mode", isOn: $settings.useDarkMode)
                            Slider(value: $settings.textScale, in: 0.8...1.6)
                            Toggle("Compact layout", isOn: $theme.usesCompactLayout)
                        }
                        Settings\#(t)Notifications(settings: settings)
                        Section {
                            Button("Reset", role: .destructive) { settings.reset() }
                        }
                    }
                    .onDisappear { settings.save() }
                }
            }

            struct Settings\#(t)Notifications: View {
                @ObservedObject var settings: Settings\#(t)Store

                var body: some View {
                    Section("Notifications") {
                        Toggle("Enabled", isOn: $settings.notificationsEnabled)
                        Toggle("Previews", isOn: $settings.showsPreviews)
                            .disabled(!settings.notificationsEnabled)
                    }
                }
            }
            """#)
            try emit("App/Core/Settings/Settings\(t)View.swift", settingsView)

            var sessionBanner = Code()
            sessionBanner.add(#"""
            import SwiftUI
            import Combine

            struct Session\#(t)Banner: View {
                @EnvironmentObject var session: Session\#(t)Store
                @EnvironmentObject var settings: Settings\#(t)Store
                @State private var isVisible = true

                var body: some View {
                    if isVisible && !session.isValid {
                        HStack {
                            Text(session.isRefreshing ? "Refreshing..." : "Session expired")
                            Spacer()
                            Button("Retry") { Task { await session.refresh() } }
                        }
                        .padding()
                        .background(.thinMaterial)
                        .onReceive(settings.$region) { _ in isVisible = true }
                    }
                }
            }
            """#)
            try emit("App/Core/Settings/Session\(t)Banner.swift", sessionBanner)
            summary.useSites += 3
            summary.publishers += 2
        }

        // MARK: ObservableObject view models and their use sites

        mutating func viewModelFile(_ feature: Feature, _ spec: ViewModelSpec) throws {
            let item = feature.item, service = feature.service
            var code = Code()
            code.add(["import Foundation", "import Combine", ""])
            code.add("/// Loads, searches and edits the \(feature.title.lowercased()) list.")
            if spec.mainActor { code.add("@MainActor") }
            let inheritance = spec.superclass.map { spec.inheritsObservable ? $0 : "\($0), ObservableObject" } ?? "ObservableObject"
            code.add("\(spec.isFinal ? "final " : "")class \(spec.name): \(inheritance) {")
            var published = [
                Property(name: "query", type: "String", initial: "\"\"", annotated: rng.chance(50)),
                Property(name: "items", type: "[\(item)]", initial: "[]", annotated: true),
                Property(name: "isEditing", type: "Bool", initial: "false", annotated: rng.chance(50)),
            ]
            // The base view models declare isLoading themselves.
            if !spec.inheritsObservable {
                published.insert(Property(name: "isLoading", type: "Bool", initial: "false", annotated: rng.chance(40)), at: 2)
            }
            for property in published + spec.extras {
                let type = property.annotated ? ": \(property.type)" : ""
                code.add("    @Published \(property.setter)var \(property.name)\(type) = \(property.initial)")
            }
            code.add("")
            code.add("    let pageSize: Int")
            code.add("    private let service: \(service)")
            if spec.debounces { code.add("    private var cancellables = Set<AnyCancellable>()") }
            code.add("")
            let overrides = spec.inheritsObservable && !spec.takesService ? "override " : ""
            code.add(spec.takesService ? "    init(service: \(service) = \(service)(), pageSize: Int = \(rng.int(10...50))) {" : "    \(overrides)init() {")
            code.add(spec.takesService ? "        self.service = service" : "        self.service = \(service)()")
            code.add(spec.takesService ? "        self.pageSize = pageSize" : "        self.pageSize = \(rng.int(10...50))")
            if spec.superclass != nil { code.add("        \(spec.superInit)") }
            if spec.debounces {
                summary.publishers += 1
                code.add(#"""
                        $query
                            .removeDuplicates()
                            .debounce(for: .milliseconds(\#(rng.int(2...6) * 50)), scheduler: DispatchQueue.main)
                            .sink { [weak self] text in
                                self?.applyFilter(text)
                            }
                            .store(in: &cancellables)
                """#)
            }
            code.add("    }")
            code.add(#"""

                var visibleItems: [\#(item)] {
                    guard !query.isEmpty else { return items }
                    return items.filter { $0.title.localizedCaseInsensitiveContains(query) }
                }

                func load() async {
                    isLoading = true
                    defer { isLoading = false }
                    do {
                        items = try await service.fetch(page: \#(spec.extras.contains { $0.name == "page" } ? "page" : "0"), size: pageSize)
                    } catch {
                        print("\#(feature.title) failed to load: \(error)")
                    }
                }

                func applyFilter(_ text: String) {
                    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                    if trimmed.isEmpty {
                        items = service.cached
                    } else {
                        items = service.cached.filter { $0.title.localizedCaseInsensitiveContains(trimmed) }
                    }
                }

                func toggleEditing() {
                    isEditing.toggle()
                }

                func remove(_ item: \#(item)) {
                    items.removeAll { $0.id == item.id }
                }
            """#)
            for property in spec.extras {
                switch property.name {
                case "page": code.add("\n    func nextPage() async {\n        page += 1\n        await load()\n    }")
                case "errorMessage": code.add("\n    func clearError() {\n        errorMessage = nil\n    }")
                case "selectedID": code.add("\n    func select(_ item: \(item)?) {\n        selectedID = item?.id\n    }")
                case "sortAscending": code.add("\n    func toggleSort() {\n        sortAscending.toggle()\n        items.sort { sortAscending ? $0.title < $1.title : $0.title > $1.title }\n    }")
                case "tags": code.add("\n    func addTag(_ tag: String) {\n        guard !tags.contains(tag) else { return }\n        tags.append(tag)\n    }")
                case "pinned": code.add("\n    func pin(_ item: \(item)) {\n        if let index = pinned.firstIndex(where: { $0.id == item.id }) {\n            pinned.remove(at: index)\n        } else {\n            pinned.append(item)\n        }\n    }")
                default: break
                }
            }
            if spec.sendsWillChange {
                code.add("\n    func reloadInPlace() {\n        objectWillChange.send()\n        items = items.map { $0 }\n    }")
            }
            if spec.superclass?.hasPrefix("Tracked") == true {
                code.add("\n    func didAppear() {\n        track(\"appear\", [\"count\": String(items.count)])\n    }")
            }
            fill(&code, to: rng.chance(10) ? rng.int(9_000...16_000) : rng.int(3_500...7_000), reserve: 2, prefix: "summarize")
            code.add("}")
            try emit("\(feature.folder)/ViewModels/\(spec.name).swift", code)
            summary.observableObjectClasses += 1
        }

        mutating func viewModelUseSites(_ feature: Feature, _ spec: ViewModelSpec) throws {
            let n = feature.noun, model = spec.name, item = feature.item, t = tag
            let views = "\(feature.folder)/Views"
            let readsSettings = rng.chance(45)
            let header = feature.index % 2 == 0
            let toolbar = spec.injected

            // The owner: a @StateObject, bindings, rows that get the model passed along.
            var screen = Code()
            screen.add(["import SwiftUI", "", "struct \(n)Screen: View {"])
            if spec.takesService {
                screen.add("    @StateObject private var model: \(model)")
            } else {
                screen.add("    @StateObject private var model = \(model)()")
            }
            if readsSettings { screen.add("    @EnvironmentObject var settings: Settings\(t)Store") }
            screen.add("    @State private var showsDetail = false")
            screen.add("    @State private var items: [String] = []")
            if spec.takesService {
                screen.add("\n    init(service: \(feature.service)) {\n        _model = StateObject(wrappedValue: \(model)(service: service))\n    }")
            }
            let sections = rng.int(0...3)
            let sectionCalls = (0..<sections).map { "                section\($0)\n" }.joined()
            screen.add(#"""

                var body: some View {
                    NavigationStack {
                        List {
            \#(header ? "                \(n)Header(model: model)\n" : "")\#(sectionCalls)                ForEach(model.visibleItems) { item in
                                NavigationLink(value: item) {
                                    \#(n)Row(item: item, model: model)
                                }
                            }
                            .onDelete { offsets in
                                offsets.map { model.visibleItems[$0] }.forEach(model.remove)
                            }
                        }
                        .searchable(text: $model.query)
                        .overlay {
                            if model.isLoading {
                                ProgressView()
                            } else if model.visibleItems.isEmpty {
                                Text("No \#(feature.title.lowercased()) yet")\#(readsSettings ? "\n                        .font(.system(size: 15 * settings.textScale))" : "")
                            }
                        }
                        .navigationDestination(for: \#(item).self) { item in
                            \#(n)DetailView(item: item, model: model)
                        }
                        .toolbar {
            \#(toolbar ? "                \(n)Toolbar()" : "                Button(model.isEditing ? \"Done\" : \"Edit\") { model.toggleEditing() }")
                        }
                        .navigationTitle("\#(feature.title)")
                    }\#(spec.injected ? "\n        .environmentObject(model)" : "")
                    .task { await model.load() }
                }
            """#)
            for index in 0..<sections {
                screen.add("")
                screen.add(section(index))
            }
            screen.add("}")
            try emit("\(views)/\(n)Screen.swift", screen)
            var siteFiles = 1

            var row = Code()
            row.add(#"""
            import SwiftUI

            struct \#(n)Row: View {
                let item: \#(item)
                @ObservedObject var model: \#(model)

                var body: some View {
                    HStack(spacing: 12) {
                        \#(n)Badge(model: model, item: item)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(item.title)
                                .font(.headline)
                            Text(item.subtitle)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .lineLimit(2)
                        }
                        Spacer()
                        if model.isEditing {
                            Button(role: .destructive) {
                                model.remove(item)
                            } label: {
                                Image(systemName: "trash")
                            }
                            .buttonStyle(.borderless)
                        }
                    }
                    .contentShape(Rectangle())
                }
            }

            #Preview {
                List {
                    \#(n)Row(item: .sample, model: \#(model)())
                }
            }
            """#)
            try emit("\(views)/\(n)Row.swift", row)

            var badge = Code()
            badge.add(#"""
            import SwiftUI

            struct \#(n)Badge: View {
                @ObservedObject var model: \#(model)
                let item: \#(item)

                private var isFirst: Bool { model.items.first?.id == item.id }

                var body: some View {
                    ZStack {
                        Circle()
                            .fill(isFirst ? Color.accentColor : Color.secondary.opacity(0.2))
                        Text(String(item.title.prefix(1)))
                            .font(.caption.bold())
                    }
                    .frame(width: 32, height: 32)
                    .accessibilityLabel("\(model.items.count) \#(feature.title.lowercased())")
                }
            }
            """#)
            try emit("\(views)/\(n)Badge.swift", badge)
            siteFiles += 2

            if header {
                var code = Code()
                code.add(#"""
                import SwiftUI

                struct \#(n)Header: View {
                    @ObservedObject var model: \#(model)

                    var body: some View {
                        VStack(alignment: .leading, spacing: 8) {
                            TextField("Search \#(feature.title.lowercased())", text: $model.query)
                                .textFieldStyle(.roundedBorder)
                            Toggle("Edit", isOn: $model.isEditing)
                            Text("\(model.visibleItems.count) of \(model.items.count)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                """#)
                try emit("\(views)/\(n)Header.swift", code)
                siteFiles += 1
            }

            // The detail view subscribes to a publisher of the model, which no @Observable has.
            let detailPublisher = rng.chance(40)
            var detail = Code()
            detail.add(["import SwiftUI", "", "struct \(n)DetailView: View {", "    let item: \(item)", "    @ObservedObject var model: \(model)"])
            if readsSettings && rng.chance(50) { detail.add("    @EnvironmentObject private var settings: Settings\(t)Store") }
            detail.add("    @State private var isRemoved = false")
            detail.add("    @State private var items: [String] = []")
            let detailSections = rng.int(1...4)
            detail.add(#"""

                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 16) {
                            Text(item.title)
                                .font(.largeTitle.bold())
                            Text(item.subtitle)
                            if let note = item.note {
                                Text("Note: \(note)")
                                    .italic()
                            }
            \#((0..<detailSections).map { "                section\($0)" }.joined(separator: "\n"))
                        }
                        .padding()
                    }
                    .opacity(isRemoved ? 0.4 : 1)\#(detailPublisher ? """

                    .onReceive(model.$items) { items in
                        isRemoved = !items.contains { $0.id == item.id }
                    }
            """ : "")
                    .toolbar {
                        Button("Delete", role: .destructive) { model.remove(item) }
                    }
                }
            """#)
            for index in 0..<detailSections {
                detail.add("")
                detail.add(section(index))
            }
            detail.add("}")
            try emit("\(views)/\(n)DetailView.swift", detail)
            siteFiles += 1
            if detailPublisher { summary.publishers += 1 }

            if toolbar {
                var code = Code()
                code.add(#"""
                import SwiftUI

                struct \#(n)Toolbar: ToolbarContent {
                    @EnvironmentObject private var model: \#(model)

                    var body: some ToolbarContent {
                        ToolbarItem(placement: .primaryAction) {
                            Button(model.isEditing ? "Done" : "Edit") { model.toggleEditing() }
                        }
                        ToolbarItem(placement: .status) {
                            Text("\(model.items.count) items")
                        }
                    }
                }
                """#)
                try emit("\(views)/\(n)Toolbar.swift", code)
                siteFiles += 1
            }

            // Not a view: holds the model and subscribes to its publisher.
            if rng.chance(35) {
                var code = Code()
                code.add(#"""
                import Foundation
                import Combine

                final class \#(n)Coordinator {
                    private let model: \#(model)
                    private var subscriptions = Set<AnyCancellable>()
                    private(set) var searches: [String] = []

                    init(model: \#(model)) {
                        self.model = model
                        model.$query
                            .filter { !$0.isEmpty }
                            .sink { [weak self] text in
                                self?.searches.append(text)
                            }
                            .store(in: &subscriptions)
                    }

                    func reset() {
                        searches.removeAll()
                        model.query = ""
                    }
                }
                """#)
                try emit("\(feature.folder)/\(n)Coordinator.swift", code)
                siteFiles += 1
                summary.publishers += 1
            }

            // A few more views that take the model along: a summary card, an empty state, filters.
            let extraKinds = ["SummaryCard", "EmptyState", "Filters", "Sidebar", "Widget"]
            for kind in extraKinds where rng.chance(40) {
                var code = Code()
                let environment = spec.injected && rng.chance(50)
                let wrapper = environment ? "@EnvironmentObject var model: \(model)" : "@ObservedObject var model: \(model)"
                code.add(#"""
                import SwiftUI

                struct \#(n)\#(kind): View {
                    \#(wrapper)
                    @Binding var isExpanded: Bool
                    @State private var items: [String] = []

                    var body: some View {
                        VStack(alignment: .leading) {
                            Button {
                                withAnimation { isExpanded.toggle() }
                            } label: {
                                Label("\#(feature.title) \#(kind.lowercased())", systemImage: isExpanded ? "chevron.down" : "chevron.right")
                            }
                            if isExpanded {
                                ForEach(model.items.prefix(\#(rng.int(3...8)))) { item in
                                    \#(n)Row(item: item, model: model)
                                }
                                TextField("Filter", text: $model.query)
                                section0
                            }
                        }
                    }
                """#)
                code.add("")
                code.add(section(0))
                code.add("}")
                try emit("\(views)/\(n)\(kind).swift", code)
                siteFiles += 1
            }
            summary.useSites += siteFiles
        }

        /// A view with its own nested `ViewModel`: the short name is declared in 20 scopes, so the
        /// tool has to resolve `ViewModel` by scope, not by name.
        mutating func nestedViewModel(_ feature: Feature) throws {
            let view = feature.noun + SyntheticApp.nestedViewKinds[(feature.index / 3) % SyntheticApp.nestedViewKinds.count]
            usedNames.insert(view)
            let inExtension = rng.chance(70), footer = rng.chance(50), outside = rng.chance(35)
            var model = Code()
            model.add(#"""
                @MainActor
                final class ViewModel: ObservableObject {
                    @Published var title = ""
                    @Published var draft: String = ""
                    @Published var sendLater = false
                    @Published private(set) var isSending = false
                    @Published var attachments: [String] = []

                    var canSend: Bool { !title.isEmpty && !draft.isEmpty && !isSending }

                    func send() async {
                        isSending = true
                        defer { isSending = false }
                        try? await Task.sleep(nanoseconds: 200_000_000)
                        title = ""
                        draft = ""
                        attachments.removeAll()
                    }

                    func attach(_ name: String) {
                        guard !attachments.contains(name) else { return }
                        attachments.append(name)
                    }
            """#)
            fill(&model, to: rng.int(1_500...3_500), prefix: "prepare", indent: "        ")
            model.add("    }")
            var code = Code()
            code.add(#"""
            import SwiftUI
            import Combine

            struct \#(view): View {
                @StateObject private var viewModel = ViewModel()
                @Environment(\.dismiss) private var dismiss

                var body: some View {
                    NavigationStack {
                        Form {
                            Section("Draft") {
                                TextField("Title", text: $viewModel.title)
                                TextEditor(text: $viewModel.draft)
                                    .frame(minHeight: 120)
                            }
                            Section {
                                Toggle("Send later", isOn: $viewModel.sendLater)
                            }\#(footer ? "\n                Footer(viewModel: viewModel)" : "")
                        }
                        .disabled(viewModel.isSending)
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Send") {
                                    Task {
                                        await viewModel.send()
                                        dismiss()
                                    }
                                }
                                .disabled(!viewModel.canSend)
                            }
                        }
                    }
                }
            """#)
            if !inExtension {
                code.add("")
                code.add(String(model.text.dropLast()))
            }
            code.add("}")
            if inExtension || footer {
                code.add("")
                code.add("extension \(view) {")
                if inExtension { code.add(String(model.text.dropLast())) }
                if footer {
                    if inExtension { code.add("") }
                    code.add(#"""
                        struct Footer: View {
                            @ObservedObject var viewModel: ViewModel

                            var body: some View {
                                Text("\(viewModel.draft.count) characters, \(viewModel.attachments.count) attachments")
                                    .font(.footnote)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    """#)
                }
                code.add("}")
            }
            try emit("\(feature.folder)/Views/\(view).swift", code)
            summary.observableObjectClasses += 1
            if outside {
                var pane = Code()
                pane.add(#"""
                import SwiftUI

                struct \#(view)PreviewPane: View {
                    @ObservedObject var viewModel: \#(view).ViewModel

                    var body: some View {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(viewModel.title.isEmpty ? "Untitled" : viewModel.title)
                                .font(.headline)
                            Text(viewModel.draft)
                                .lineLimit(6)
                            ForEach(viewModel.attachments, id: \.self) { name in
                                Label(name, systemImage: "paperclip")
                            }
                        }
                        .padding()
                    }
                }
                """#)
                try emit("\(feature.folder)/Views/\(view)PreviewPane.swift", pane)
                summary.useSites += 1
            }
        }

        // MARK: files already on Observation

        mutating func observationModel(_ feature: Feature, slot: Int) throws {
            let suffix = SyntheticApp.observationSuffixes[(feature.index + slot * 3) % SyntheticApp.observationSuffixes.count]
            let name = feature.noun + suffix + "Model"
            usedNames.insert(name)
            let item = feature.item
            let withView = rng.chance(55)
            let attributes = rng.chance(25) ? "@MainActor\n@Observable" : "@Observable"
            let finality = rng.chance(80) ? "final " : ""
            var model = Code()
            model.add(#"""
            \#(attributes)
            \#(finality)class \#(name) {
                var title = ""
                var count = 0
                var isSaving = false
                var items: [\#(item)] = []
                var selection: \#(item).ID?
                @ObservationIgnored private var history: [String] = []

                init() {}

                var canSave: Bool { !title.isEmpty && !isSaving }

                var selectedItem: \#(item)? {
                    items.first { $0.id == selection }
                }

                func save() async {
                    isSaving = true
                    defer { isSaving = false }
                    history.append(title)
                    try? await Task.sleep(nanoseconds: 50_000_000)
                    count += 1
                }

                func undo() {
                    guard let last = history.popLast() else { return }
                    title = last
                }
            """#)
            fill(&model, to: rng.int(1_200...3_600), reserve: 2, prefix: "derive")
            model.add("}")
            var code = Code()
            if withView {
                let view = feature.noun + suffix + "View"
                usedNames.insert(view)
                code.add(#"""
                import SwiftUI
                import Observation

                struct \#(view): View {
                    @State private var model = \#(name)()

                    var body: some View {
                        Form {
                            TextField("Title", text: $model.title)
                            Stepper("Count: \(model.count)", value: $model.count)
                            \#(name)Panel(model: model)
                            \#(name)Status()
                        }
                        .environment(model)
                        .task { await model.save() }
                    }
                }

                """#)
                code.add(String(model.text.dropLast()))
                try emit("\(feature.folder)/Views/\(view).swift", code)
                // The panel and the status view have no Observation attribute of their own:
                // they count with the ordinary files.
                var panel = Code()
                panel.add(#"""
                import SwiftUI

                struct \#(name)Panel: View {
                    @Bindable var model: \#(name)

                    var body: some View {
                        Section("Details") {
                            Toggle("Saving", isOn: $model.isSaving)
                            Picker("Selection", selection: $model.selection) {
                                ForEach(model.items) { item in
                                    Text(item.title).tag(Optional(item.id))
                                }
                            }
                            Button("Undo") { model.undo() }
                        }
                    }
                }
                """#)
                try emit("\(feature.folder)/Views/\(name)Panel.swift", panel)
                var status = Code()
                status.add(#"""
                import SwiftUI

                struct \#(name)Status: View {
                    @Environment(\#(name).self) private var model

                    var body: some View {
                        @Bindable var model = model
                        HStack {
                            TextField("Rename", text: $model.title)
                            Spacer()
                            Text(model.canSave ? "Ready" : "Editing")
                                .foregroundStyle(model.canSave ? .green : .secondary)
                        }
                    }
                }
                """#)
                try emit("\(feature.folder)/Views/\(name)Status.swift", status)
            } else {
                code.add(["import Foundation", "import Observation", "", String(model.text.dropLast())])
                try emit("\(feature.folder)/Models/\(name).swift", code)
            }
            summary.observableFiles += 1
        }

        // MARK: ordinary code

        mutating func ordinaryFiles() throws {
            let remaining = SyntheticApp.filesPerCopy - summary.files
            let core = remaining * 14 / 100, services = remaining * 9 / 100, tests = remaining * 15 / 100
            let perFeature = remaining - core - services - tests
            for index in 0..<core {
                let folder = "App/Core/" + SyntheticApp.coreFolders[index % SyntheticApp.coreFolders.count]
                try ordinaryFile(folder: folder, kinds: [0, 0, 1, 2, 3, 3, 4, 5, 6, 6], feature: nil)
            }
            for index in 0..<services {
                let folder = "App/Services/" + SyntheticApp.serviceFolders[index % SyntheticApp.serviceFolders.count]
                try ordinaryFile(folder: folder, kinds: [7, 7, 7, 2, 0, 3], feature: nil)
            }
            // Every feature has its item and its service; the rest of the feature budget goes
            // round the features in turn.
            for feature in features {
                try itemFile(feature)
                try featureService(feature)
            }
            var left = perFeature - 2 * features.count
            var cursor = 0
            while left > 0 {
                let feature = features[cursor % features.count]
                try ordinaryFile(folder: nil, kinds: [4, 4, 4, 0, 5, 6, 1, 3, 2], feature: feature)
                left -= 1
                cursor += 1
            }
            var testsLeft = tests
            for feature in features where feature.viewModel != nil && feature.index % 2 == 0 && testsLeft > 0 {
                try viewModelTests(feature)
                testsLeft -= 1
            }
            while testsLeft > 0 {
                try unitTests()
                testsLeft -= 1
            }
        }

        /// One ordinary file of a kind drawn from `kinds`: 0 model, 1 switch-heavy enum,
        /// 2 protocol, 3 utilities, 4 SwiftUI view, 5 UIKit controller, 6 reducer, 7 service.
        /// In a feature (`folder` nil), the kind picks the subfolder.
        mutating func ordinaryFile(folder: String?, kinds: [Int], feature: Feature?) throws {
            let target = ordinarySize()
            // The largest files are the switches and state machines real apps accumulate.
            let kind = target > 10_000 && rng.chance(60) ? rng.pick([1, 6]) : rng.pick(kinds)
            let first = feature?.title ?? rng.pick(SyntheticApp.words)
            // Feature files share their first word, so they need a second one more often.
            let middle = rng.chance(feature == nil ? 40 : 75) ? rng.pick(SyntheticApp.words) : ""
            let kindWords: [[String]] = [
                ["Record", "Snapshot", "Descriptor", "Payload", "Entry", "Config", "Summary", "Options"],
                ["Key", "Style", "Category", "Phase", "Catalog", "Strings"],
                ["Providing", "Rendering", "Caching", "Validating", "Describing"],
                ["Formatter", "Helpers", "Builder", "Parser", "Validator", "Calculator"],
                ["CardView", "ChipView", "TileView", "BannerView", "CellView", "HeaderView", "PickerView", "PanelView"],
                ["ViewController", "ListController", "Presenter"],
                ["Reducer", "Machine", "Workflow"],
                ["Client", "Loader", "Repository", "Manager", "Uploader", "Resolver"],
            ]
            let name = uniqueName(first + tag + middle + rng.pick(kindWords[kind]))
            let code: Code
            switch kind {
            case 0: code = modelStruct(name, target: target)
            case 1: code = switchEnum(name, target: target)
            case 2: code = protocolFile(name, target: target)
            case 3: code = utilities(name, target: target)
            case 4: code = plainView(name, target: target)
            case 5: code = controller(name, target: target)
            case 6: code = reducer(name, target: target)
            default: code = client(name, target: target)
            }
            let subfolders = ["Models", "Models", "Support", "Support", "Components", "Components", "Support", "Services"]
            try emit("\(folder ?? feature.map { "\($0.folder)/\(subfolders[kind])" } ?? "App/Support")/\(name).swift", code)
        }

        mutating func itemFile(_ feature: Feature) throws {
            let item = feature.item
            var code = Code()
            code.add(#"""
            import Foundation

            struct \#(item): Identifiable, Hashable, Codable {
                let id: UUID
                var title: String
                var subtitle: String
                var note: String?
                var createdAt: Date
                var isPinned: Bool
                var tags: [String]

                static let sample = \#(item)(id: UUID(), title: "\#(rng.pick(SyntheticApp.lorem))", subtitle: "\#(rng.pick(SyntheticApp.lorem))",
                                             note: nil, createdAt: Date(timeIntervalSince1970: \#(rng.int(1_600_000_000...1_700_000_000))), isPinned: false, tags: ["sample"])
            }

            extension \#(item) {
                var displayTitle: String {
                    isPinned ? "[pinned] \(title)" : title
                }

                var age: TimeInterval { Date().timeIntervalSince(createdAt) }

                func matches(_ text: String) -> Bool {
                    guard !text.isEmpty else { return true }
                    return title.localizedCaseInsensitiveContains(text)
                        || subtitle.localizedCaseInsensitiveContains(text)
                        || tags.contains { $0.hasPrefix(text.lowercased()) }
                }
            }
            """#)
            fill(&code, to: rng.int(1_500...3_000), reserve: 2, prefix: "group", indent: "    ")
            // The helpers come after the first extension's closing brace: give them one of their own.
            if code.parts.count > 1 {
                code.parts.insert("\nextension \(item) {", at: 1)
                code.add("}")
            }
            try emit("\(feature.folder)/Models/\(item).swift", code)
        }

        mutating func featureService(_ feature: Feature) throws {
            let item = feature.item
            var code = Code()
            code.add(#"""
            import Foundation

            final class \#(feature.service) {
                enum ServiceError: Error, Equatable {
                    case invalidResponse(Int)
                    case decoding(String)
                    case offline
                }

                private let session: URLSession
                private let baseURL: URL
                private var cache: [Int: [\#(item)]] = [:]
                private let decoder: JSONDecoder = {
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    decoder.dateDecodingStrategy = .iso8601
                    return decoder
                }()

                var cached: [\#(item)] { cache.keys.sorted().flatMap { cache[$0] ?? [] } }

                init(session: URLSession = .shared, baseURL: URL = URL(string: "https://api.example.com/\#(feature.title.lowercased())")!) {
                    self.session = session
                    self.baseURL = baseURL
                }

                func fetch(page: Int, size: Int) async throws -> [\#(item)] {
                    if let hit = cache[page] { return hit }
                    var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
                    components?.queryItems = [
                        URLQueryItem(name: "page", value: String(page)),
                        URLQueryItem(name: "size", value: String(size)),
                    ]
                    guard let url = components?.url else { throw ServiceError.invalidResponse(-1) }
                    var request = URLRequest(url: url)
                    request.setValue("application/json", forHTTPHeaderField: "Accept")
                    let (data, response) = try await session.data(for: request)
                    guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                        throw ServiceError.invalidResponse((response as? HTTPURLResponse)?.statusCode ?? 0)
                    }
                    do {
                        let items = try decoder.decode([\#(item)].self, from: data)
                        cache[page] = items
                        return items
                    } catch {
                        throw ServiceError.decoding("\(error)")
                    }
                }
            """#)
            fill(&code, to: rng.int(2_500...6_000), reserve: 2, prefix: "normalize")
            code.add("}")
            try emit("\(feature.folder)/Services/\(feature.service).swift", code)
        }

        mutating func modelStruct(_ name: String, target: Int) -> Code {
            let fields = [("identifier", "String", "\"\""), ("createdAt", "Date", "Date()"), ("count", "Int", "0"), ("ratio", "Double", "0.5"),
                          ("isEnabled", "Bool", "true"), ("labels", "[String]", "[]"), ("metadata", "[String: String]", "[:]"), ("parentID", "UUID?", "nil")]
            let chosen = fields.filter { _ in rng.chance(70) }
            let used = chosen.isEmpty ? [fields[0]] : chosen
            var code = Code()
            code.add(["import Foundation", "", "struct \(name): Codable, Equatable, Sendable {"])
            code.add(used.map { "    var \($0.0): \($0.1) = \($0.2)" })
            code.add("")
            code.add("    enum CodingKeys: String, CodingKey {")
            code.add(used.map { "        case \($0.0) = \"\(snake($0.0))\"" })
            code.add("    }")
            code.add(#"""

                static let empty = \#(name)()

                var isEmpty: Bool { self == .empty }

                func with<Value>(_ keyPath: WritableKeyPath<\#(name), Value>, _ value: Value) -> \#(name) {
                    var copy = self
                    copy[keyPath: keyPath] = value
                    return copy
                }
            }

            extension \#(name): CustomStringConvertible {
                var description: String {
                    "\#(name)(\#(used.map { "\($0.0): \\(\($0.0))" }.joined(separator: ", ")))"
                }
            }

            extension \#(name) {
            """#)
            fill(&code, to: target, reserve: 2, prefix: "values")
            code.add("}")
            return code
        }

        func snake(_ camel: String) -> String {
            var out = ""
            for character in camel {
                if character.isUppercase { out += "_" + character.lowercased() } else { out.append(character) }
            }
            return out
        }

        mutating func switchEnum(_ name: String, target: Int) -> Code {
            // About 190 bytes a case over the declaration and the three switches.
            let count = max(6, (target - 700) / 190)
            let cases = (0..<count).map { index -> String in
                let word = SyntheticApp.words[index % SyntheticApp.words.count]
                return word.prefix(1).lowercased() + word.dropFirst() + String(index / SyntheticApp.words.count == 0 ? "" : String(index / SyntheticApp.words.count))
            }
            var code = Code()
            code.add(["import Foundation", "", "enum \(name): String, CaseIterable, Codable {"])
            code.add(cases.map { "    case \($0) = \"\(name.lowercased()).\(snake($0))\"" })
            code.add(["", "    var defaultValue: String {", "        switch self {"])
            for key in cases {
                code.add("        case .\(key):\n            return \"\(rng.pick(SyntheticApp.lorem)) \(rng.int(1...999))\"")
            }
            code.add(["        }", "    }", "", "    var weight: Int {", "        switch self {"])
            var index = 0
            while index < cases.count {
                let group = cases[index..<min(cases.count, index + rng.int(1...4))]
                code.add("        case \(group.map { "." + $0 }.joined(separator: ", ")): return \(rng.int(0...20))")
                index += group.count
            }
            code.add(["        }", "    }", "", "    func formatted(count: Int, locale: Locale = .current) -> String {", "        switch (self, count) {"])
            for key in cases where rng.chance(60) {
                code.add("        case (.\(key), 0):\n            return \"No \\(defaultValue.lowercased())\"")
                if rng.chance(40) { code.add("        case (.\(key), let n) where n > \(rng.int(2...50)):\n            return \"\\(n)+ \\(defaultValue)\"") }
            }
            code.add(["        default:", "            return \"\\(count) \\(defaultValue)\"", "        }", "    }", "}"])
            return code
        }

        mutating func protocolFile(_ name: String, target: Int) -> Code {
            var code = Code()
            code.add(#"""
            import Foundation

            protocol \#(name) {
                associatedtype Output: Hashable
                var identifier: String { get }
                func provide(_ input: Int) -> Output
            }

            extension \#(name) {
                var identifier: String { String(describing: Self.self) }

                func provideAll<S: Sequence>(_ inputs: S) -> Set<Output> where S.Element == Int {
                    Set(inputs.map(provide))
                }
            }

            func collect<P: \#(name)>(_ providers: [P], upTo limit: Int) -> [P.Output] {
                var seen = Set<P.Output>()
                var output: [P.Output] = []
                for provider in providers {
                    for value in 0..<limit {
                        let produced = provider.provide(value)
                        if seen.insert(produced).inserted {
                            output.append(produced)
                        }
                    }
                }
                return output
            }
            """#)
            var index = 0
            while code.bytes < target {
                let conformer = "\(name)Impl\(index)"
                let factor = rng.int(2...9)
                code.add(#"""

                struct \#(conformer): \#(name) {
                    let offset: Int

                    func provide(_ input: Int) -> String {
                        switch input % \#(factor) {
                        case 0: return "zero-\(offset)"
                        case 1, 2: return "small-\(input * \#(factor))"
                        default: return input > offset ? "above" : "below-\(offset - input)"
                        }
                    }
                """#)
                code.add(helper("adjust", indent: "    "))
                code.add("}")
                index += 1
            }
            return code
        }

        mutating func utilities(_ name: String, target: Int) -> Code {
            var code = Code()
            code.add(#"""
            import Foundation

            struct \#(name) {
                var separator = ", "

                func process(_ input: [Int], label: String) -> [String] {
                    input.sorted().map { "\(label)\(separator)\($0)" }
                }
            """#)
            testableTypes.append(name)
            fill(&code, to: target * 2 / 3, reserve: 2, prefix: "format")
            code.add("}")
            code.add(#"""

            extension Collection {
                func chunked\#(name)(into size: Int) -> [[Element]] {
                    guard size > 0 else { return [Array(self)] }
                    var chunks: [[Element]] = []
                    var current: [Element] = []
                    for element in self {
                        current.append(element)
                        if current.count == size {
                            chunks.append(current)
                            current.removeAll(keepingCapacity: true)
                        }
                    }
                    if !current.isEmpty { chunks.append(current) }
                    return chunks
                }
            }

            extension String {
                var \#(name.prefix(1).lowercased() + name.dropFirst())Slug: String {
                    lowercased()
                        .components(separatedBy: CharacterSet.alphanumerics.inverted)
                        .filter { !$0.isEmpty }
                        .joined(separator: "-")
                }
            }

            enum \#(name)Math {
            """#)
            fill(&code, to: target, reserve: 2, prefix: "series")
            code.add("}")
            return code
        }

        mutating func plainView(_ name: String, target: Int) -> Code {
            var sections: [String] = []
            var bytes = 1_400
            while bytes < target {
                let text = section(sections.count)
                bytes += text.utf8.count + 1
                sections.append(text)
            }
            let calls = sections.indices.map { "                section\($0)" }.joined(separator: "\n")
            let forEach = rng.pick(["ForEach(items, id: \\.self) { item in", "ForEach(items.indices, id: \\.self) { index in",
                                    "ForEach(0..<items.count, id: \\.self) { index in"])
            let row = forEach.hasSuffix("item in") ? "Text(item)" : "Text(\"\\(index + 1). \\(items[index])\")"
            let selected = forEach.hasSuffix("item in") ? "item == items[min(selection, items.count - 1)]" : "index == selection"
            let tap = forEach.hasSuffix("item in") ? "selection = items.firstIndex(of: item) ?? 0" : "selection = index"
            var code = Code()
            code.add(#"""
            import SwiftUI

            struct \#(name): View {
                let title: String
                @Binding var selection: Int
                @State private var isExpanded = \#(rng.chance(50))
                @State private var items: [String] = [\#((0..<rng.int(2...6)).map { "\"\(SyntheticApp.words[($0 * 7) % SyntheticApp.words.count])\"" }.joined(separator: ", "))]
                @Environment(\.colorScheme) private var colorScheme

                var body: some View {
                    VStack(alignment: .leading, spacing: \#(rng.int(4...16))) {
                        HStack {
                            Text(title)
                                .font(.headline)
                            Spacer()
                            Button {
                                withAnimation(.spring()) { isExpanded.toggle() }
                            } label: {
                                Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
                            }
                        }
                        if isExpanded {
                            \#(forEach)
                                \#(row)
                                    .foregroundStyle(\#(selected) ? .primary : .secondary)
                                    .onTapGesture { \#(tap) }
                            }
            \#(calls)
                        } else {
                            Text("\(items.count) items")
                                .font(.caption)
                        }
                    }
                    .padding()
                    .background(colorScheme == .dark ? Color.black : Color.white)
                    .clipShape(RoundedRectangle(cornerRadius: \#(rng.int(4...20))))
                }
            """#)
            for text in sections {
                code.add("")
                code.add(text)
            }
            code.add(#"""
            }

            #Preview {
                \#(name)(title: "Preview", selection: .constant(0))
            }
            """#)
            return code
        }

        mutating func controller(_ name: String, target: Int) -> Code {
            let sections = rng.int(2...6)
            var code = Code()
            code.add(#"""
            import UIKit

            final class \#(name): UIViewController {
                private var rows: [[String]] = Array(repeating: [], count: \#(sections))
                private lazy var tableView: UITableView = {
                    let view = UITableView(frame: .zero, style: .insetGrouped)
                    view.translatesAutoresizingMaskIntoConstraints = false
                    view.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    view.dataSource = self
                    view.delegate = self
                    return view
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "\#(name)"
                    view.addSubview(tableView)
                    NSLayoutConstraint.activate([
                        tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .refresh, primaryAction: UIAction { [weak self] _ in
                        self?.reload()
                    })
                }

                private func reload() {
                    rows = rows.enumerated().map { section, _ in
                        (0..<(section + 3)).map { "Row \($0) in \(section)" }
                    }
                    tableView.reloadData()
                }
            """#)
            fill(&code, to: target - 900, prefix: "layout")
            code.add(#"""
            }

            extension \#(name): UITableViewDataSource, UITableViewDelegate {
                func numberOfSections(in tableView: UITableView) -> Int { rows.count }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    rows[section].count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = rows[indexPath.section][indexPath.row]
                    switch indexPath.section {
            """#)
            for section in 0..<sections {
                code.add("        case \(section):\n            content.secondaryText = \"\(rng.pick(SyntheticApp.lorem))\"\n            content.image = UIImage(systemName: \"\(rng.pick(SyntheticApp.symbols))\")")
            }
            code.add(#"""
                    default:
                        content.secondaryText = nil
                    }
                    cell.contentConfiguration = content
                    return cell
                }

                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    tableView.deselectRow(at: indexPath, animated: true)
                    guard indexPath.section < rows.count else { return }
                    print("selected \(rows[indexPath.section][indexPath.row])")
                }
            }
            """#)
            return code
        }

        mutating func reducer(_ name: String, target: Int) -> Code {
            var actions: [String] = [], bodies: [String] = []
            var bytes = 900
            while bytes < target {
                let index = actions.count
                let r = rng.int(1...20)
                let action: String, body: String
                switch rng.int(0...3) {
                case 0:
                    action = "step\(index)(Int)"
                    body = #"""
                        case .step\#(index)(let amount):
                            state.count += amount * \#(r)
                            if state.count > \#(r * 10) {
                                effects.append(.log("step\#(index) overflow \(state.count)"))
                                state.count = 0
                            }
                    """#
                case 1:
                    action = "rename\(index)(String)"
                    body = #"""
                        case .rename\#(index)(let title):
                            guard !title.isEmpty else {
                                state.error = "empty title for rename\#(index)"
                                return effects
                            }
                            state.titles.append(title)
                            effects.append(.save(title))
                    """#
                case 2:
                    action = "select\(index)(Int?)"
                    body = #"""
                        case .select\#(index)(let selection):
                            if let selection, selection < state.titles.count {
                                state.selection = selection
                                effects.append(.log("selected \(state.titles[selection])"))
                            } else {
                                state.selection = nil
                            }
                    """#
                default:
                    action = "load\(index)"
                    body = #"""
                        case .load\#(index):
                            state.isBusy = true
                            state.error = nil
                            effects.append(.load(\#(r)))
                            effects += state.titles.prefix(\#(r % 5 + 1)).map { .log("reload \($0)") }
                    """#
                }
                actions.append(action)
                bodies.append(body)
                bytes += body.utf8.count + action.utf8.count + 12
            }
            var code = Code()
            code.add(#"""
            import Foundation

            struct \#(name)State: Equatable {
                var count = 0
                var titles: [String] = []
                var isBusy = false
                var error: String?
                var selection: Int?
            }

            enum \#(name)Action: Equatable {
            \#(actions.map { "    case \($0)" }.joined(separator: "\n"))
            }

            enum \#(name)Effect: Equatable {
                case load(Int)
                case save(String)
                case log(String)
            }

            /// The screen's state machine: every action in one place, as the tests expect.
            func reduce\#(name)(_ state: inout \#(name)State, _ action: \#(name)Action) -> [\#(name)Effect] {
                var effects: [\#(name)Effect] = []
                switch action {
            \#(bodies.joined(separator: "\n"))
                }
                return effects
            }
            """#)
            return code
        }

        mutating func client(_ name: String, target: Int) -> Code {
            var code = Code()
            code.add(#"""
            import Foundation

            final class \#(name) {
                struct Configuration {
                    var baseURL = URL(string: "https://\#(name.lowercased()).example.com")!
                    var timeout: TimeInterval = \#(rng.int(5...60))
                    var retries = \#(rng.int(0...5))
                }

                enum ClientError: Error {
                    case status(Int)
                    case emptyBody
                    case cancelled
                }

                private let configuration: Configuration
                private let session: URLSession
                private var inFlight: [URL: Task<Data, Error>] = [:]

                init(configuration: Configuration = Configuration(), session: URLSession = .shared) {
                    self.configuration = configuration
                    self.session = session
                }

                func get<T: Decodable>(_ path: String, as type: T.Type = T.self) async throws -> T {
                    let url = configuration.baseURL.appendingPathComponent(path)
                    let data = try await load(url)
                    guard !data.isEmpty else { throw ClientError.emptyBody }
                    return try JSONDecoder().decode(T.self, from: data)
                }

                private func load(_ url: URL) async throws -> Data {
                    if let running = inFlight[url] { return try await running.value }
                    let task = Task { [session, configuration] () throws -> Data in
                        var attempt = 0
                        while true {
                            do {
                                var request = URLRequest(url: url, timeoutInterval: configuration.timeout)
                                request.httpMethod = "GET"
                                let (data, response) = try await session.data(for: request)
                                if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                                    throw ClientError.status(http.statusCode)
                                }
                                return data
                            } catch where attempt < configuration.retries {
                                attempt += 1
                                try await Task.sleep(nanoseconds: UInt64(attempt) * 250_000_000)
                            }
                        }
                    }
                    inFlight[url] = task
                    defer { inFlight[url] = nil }
                    return try await task.value
                }
            """#)
            fill(&code, to: target, reserve: 2, prefix: "parse")
            code.add("}")
            return code
        }

        // MARK: tests

        mutating func viewModelTests(_ feature: Feature) throws {
            guard let spec = feature.viewModel else { return }
            let attribute = spec.mainActor ? "@MainActor\n" : ""
            var code = Code()
            code.add(#"""
            import XCTest
            @testable import SyntheticApp

            \#(attribute)final class \#(spec.name)Tests: XCTestCase {
                func testStartsEmpty() {
                    let model = \#(spec.name)()
                    XCTAssertTrue(model.items.isEmpty)
                    XCTAssertEqual(model.query, "")
                    XCTAssertFalse(model.isEditing)
                }

                func testToggleEditing() {
                    let model = \#(spec.name)()
                    model.toggleEditing()
                    XCTAssertTrue(model.isEditing)
                    model.toggleEditing()
                    XCTAssertFalse(model.isEditing)
                }

                func testRemove() {
                    let model = \#(spec.name)()
                    model.items = [.sample]
                    model.remove(.sample)
                    XCTAssertTrue(model.visibleItems.isEmpty)
                }

                func testLoadEndsNotLoading() async {
                    let model = \#(spec.name)()
                    await model.load()
                    XCTAssertFalse(model.isLoading)
                }
            """#)
            fill(&code, to: rng.int(1_800...3_500), reserve: 2, prefix: "fixture")
            code.add("}")
            let folder = "Tests/AppTests/Features/Feature" + String(format: "%03d", feature.number)
            try emit("\(folder)/\(spec.name)Tests.swift", code)
        }

        mutating func unitTests() throws {
            // Each testable type gets one test class; any further ones test plain values.
            let subject = testedTypes < testableTypes.count ? testableTypes[testedTypes] : nil
            testedTypes += 1
            let name = uniqueName((subject ?? rng.pick(SyntheticApp.words) + tag) + "Tests")
            var code = Code()
            code.add(["import XCTest", "@testable import SyntheticApp", "", "final class \(name): XCTestCase {"])
            if let subject {
                code.add(#"""
                    private var sut: \#(subject)!

                    override func setUp() {
                        super.setUp()
                        sut = \#(subject)()
                    }

                    override func tearDown() {
                        sut = nil
                        super.tearDown()
                    }
                """#)
            }
            let target = ordinarySize() * 3 / 4
            var index = 0
            while code.bytes < target {
                let values = (0..<rng.int(2...7)).map { _ in String(rng.int(-20...99)) }.joined(separator: ", ")
                let call = subject == nil ? "[\(values)].map { \"t\\($0)\" }" : "sut.process([\(values)], label: \"t\")"
                code.add(#"""

                    func testCase\#(index)() throws {
                        let output = \#(call)
                        XCTAssertFalse(output.isEmpty, "case \#(index) produced nothing")
                        XCTAssertEqual(output.count, \#(values.split(separator: ",").count))
                        if let first = output.first {
                            XCTAssertTrue(first.hasPrefix("t"), "unexpected \(first)")
                        }
                        let joined = output.joined(separator: "|")
                        XCTAssertGreaterThan(joined.count, \#(rng.int(0...5)))
                    }
                """#)
                if rng.chance(30) {
                    code.add(#"""

                        func testPerformance\#(index)() {
                            measure {
                                for value in 0..<\#(rng.int(10...500)) {
                                    _ = \#(subject == nil ? "String(value, radix: 2)" : "sut.process([value, value * 2], label: \"p\")")
                                }
                            }
                        }
                    """#)
                }
                index += 1
            }
            code.add("}")
            let folder = "Tests/AppTests/" + SyntheticApp.coreFolders[rng.int(0...(SyntheticApp.coreFolders.count - 1))]
            try emit("\(folder)/\(name).swift", code)
        }
    }
}
