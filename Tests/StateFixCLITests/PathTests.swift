import Foundation
import Testing
@testable import StateFixCLI

/// The path arithmetic behind display paths and exclusions: the fast path for normal paths
/// below the base gives what splitting into components gives.
@Suite("Paths")
struct PathTests {
    @Test(arguments: [
        ("/a/b/c.swift", "/a", "b/c.swift"),
        ("/a/b", "/a/b", ""),
        ("/a/bc/d.swift", "/a/b", "../bc/d.swift"),
        ("/a/b/./c.swift", "/a", "b/c.swift"),
        ("/a//b/../c.swift", "/a/", "c.swift"),
        ("/x/y.swift", "/a", "/x/y.swift"),
        ("/x/y.swift", "/", "/x/y.swift"),
        ("/a/.../b.swift", "/a", ".../b.swift"),
        ("/a/..b/c.swift", "/a", "..b/c.swift"),
        ("/a/b/c.swift", "/a/b/d", "../c.swift"),
    ])
    func relative(_ absolute: String, _ base: String, _ expected: String) {
        #expect(SwiftFiles.relative(absolute, to: base) == expected)
    }

    @Test func normalForms() {
        for path in ["/", "/a", "/a/b.swift", "/a/.../b", "/a/.b", "/a/..b"] {
            #expect(SwiftFiles.isNormal(path), "\(path)")
            #expect(SwiftFiles.normalize(path) == path)
        }
        for (path, normal) in [("a", "/a"), ("/a/", "/a"), ("//a", "/a"), ("/a/./b", "/a/b"), ("/a/../b", "/b"), ("/a/.", "/a"), ("/a/..", "/")] {
            #expect(!SwiftFiles.isNormal(path), "\(path)")
            #expect(SwiftFiles.normalize(path) == normal, "\(path)")
        }
    }

    /// `parent(of:)` gives what `NSString.deletingLastPathComponent` gives, without bridging.
    @Test func parentFolders() {
        for path in ["/a/b.swift", "/b.swift", "/", "/a/b/", "/a", "b.swift", "a/b", "/a/b//", "/é/ü.swift"] {
            #expect(SwiftFiles.parent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }
}
