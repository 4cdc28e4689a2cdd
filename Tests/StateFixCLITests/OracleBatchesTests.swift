import Testing

/// When two fixture units may share one swiftc call of the compile oracle (`OracleFootprint`):
/// never when one could see, or collide with, what the other declares.
@Suite("Compile oracle batches")
struct OracleBatchesTests {
    func footprint(_ text: String) -> OracleFootprint { OracleFootprint([("File.swift", text)]) }

    @Test("two units that declare one name conflict")
    func sameName() {
        let one = footprint("import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"a\") } }")
        let two = footprint("import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"b\") } }")
        #expect(one.conflicts(with: two) && two.conflicts(with: one))
    }

    @Test("a unit that mentions a name another declares conflicts with it; its own declaration does not")
    func mention() {
        let declares = footprint("import SwiftUI\nstruct Badge: View { var body: some View { Text(\"x\") } }")
        let uses = footprint("import SwiftUI\nstruct Row: View { var body: some View { Badge() } }")
        #expect(uses.conflicts(with: declares) && declares.conflicts(with: uses))
        // A member an extension adds, and the extended type itself, count as declared.
        let extends = footprint("import SwiftUI\nextension Text { init(code: Int) { self.init(\"\\(code)\") } func shout() -> Text { self } }")
        #expect(footprint("import SwiftUI\nstruct A: View { var body: some View { Text(\"x\").shout() } }").conflicts(with: extends))
        #expect(footprint("import SwiftUI\nstruct B: View { var body: some View { Text(code: 1) } }").conflicts(with: extends))
        // A private declaration stays in its file.
        let hidden = footprint("import SwiftUI\nprivate struct Badge {}\nstruct Other: View { var body: some View { EmptyView() } }")
        #expect(!hidden.conflicts(with: uses))
    }

    @Test("units whose imports differ conflict")
    func imports() {
        let one = footprint("import SwiftUI\nstruct One: View { var body: some View { EmptyView() } }")
        let two = footprint("import SwiftUI\nimport Combine\nstruct Two: View { var body: some View { EmptyView() } }")
        #expect(one.conflicts(with: two))
    }

    @Test("two @main, top-level code, #if and other freestanding macros keep units apart")
    func alone() {
        #expect(footprint("import SwiftUI\n@main struct A: App { var body: some Scene { WindowGroup { EmptyView() } } }")
            .conflicts(with: footprint("import SwiftUI\n@main struct B: App { var body: some Scene { WindowGroup { EmptyView() } } }")))
        let plain = footprint("struct Plain {}")
        #expect(footprint("print(1)").soloReason != nil)
        #expect(footprint("#if DEBUG\nstruct Debug {}\n#endif").conflicts(with: plain))
        #expect(footprint("#warning(\"x\")").soloReason != nil)
        #expect(footprint("struct P {}\n#Preview { EmptyView() }").soloReason == nil)
    }

    @Test("independent units share a batch")
    func independent() {
        let one = footprint("import SwiftUI\nstruct Tally: View {\n    @State private var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}")
        let two = footprint("import SwiftUI\nfinal class Store: ObservableObject { @Published var items: [String] = [] }")
        #expect(!one.conflicts(with: two) && !two.conflicts(with: one))
        // The second copy of `one` collides with the first and opens a batch of its own.
        #expect(OracleBatches.pack([one, two, one]) == [[0, 1], [2]])
    }
}
