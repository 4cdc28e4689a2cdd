/// Unified diffs that `git apply` and `patch -p1` accept.
package enum UnifiedDiff {
    /// Splits bytes into lines at "\n" as git does, each keeping its terminator ("\r\n" stays whole).
    package static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") {
                result.append(Array(bytes[start...i]))
                start = i + 1
            }
            i += 1
        }
        if start < bytes.count { result.append(Array(bytes[start...])) }
        return result
    }

    private enum Op { case same(Int, Int), delete(Int), insert(Int) }

    /// A unified diff from `old` to `new` with `context` lines of context, headed
    /// `diff --git a/<path> b/<path>`, `--- a/<path>`, `+++ b/<path>`. Empty when equal.
    ///
    /// Lines are compared byte for byte (a CRLF line differs from its LF twin); the last
    /// line without terminator gets git's `\ No newline at end of file` marker.
    package static func make(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        if old == new { return "" }
        let a = lines(old), b = lines(new)
        let difference = b.difference(from: a)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var ops: [Op] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && removed.contains(i) { ops.append(.delete(i)); i += 1 }
            else if j < b.count && inserted.contains(j) { ops.append(.insert(j)); j += 1 }
            else { ops.append(.same(i, j)); i += 1; j += 1 }
        }
        // Group changed ops into hunks with context.
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        var hunks: [Range<Int>] = []
        for index in changed {
            let lower = max(0, index - context), upper = min(ops.count, index + context + 1)
            if let last = hunks.last, lower <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                hunks.append(lower..<upper)
            }
        }
        let (a_, b_) = (quoted("a/" + path), quoted("b/" + path))
        var out = "diff --git \(a_) \(b_)\n--- \(a_)\n+++ \(b_)\n"
        for hunk in hunks {
            var oldStart: Int?, newStart: Int?, oldCount = 0, newCount = 0
            var body = ""
            func line(_ prefix: String, _ bytes: [UInt8], last: Bool) {
                body += prefix + String(decoding: bytes, as: UTF8.self)
                let terminated = bytes.last == UInt8(ascii: "\n")
                if !terminated { body += "\n" + (last ? "\\ No newline at end of file\n" : "") }
            }
            for op in ops[hunk] {
                switch op {
                case .same(let x, let y):
                    if oldStart == nil { oldStart = x }
                    if newStart == nil { newStart = y }
                    oldCount += 1; newCount += 1
                    line(" ", a[x], last: x == a.count - 1)
                case .delete(let x):
                    if oldStart == nil { oldStart = x }
                    oldCount += 1
                    line("-", a[x], last: x == a.count - 1)
                case .insert(let y):
                    if newStart == nil { newStart = y }
                    newCount += 1
                    line("+", b[y], last: y == b.count - 1)
                }
            }
            // Positions of hunks that only insert (or only delete) point at the line before.
            let oldFrom = oldCount == 0 ? oldLineBefore(hunk, ops) : (oldStart ?? 0) + 1
            let newFrom = newCount == 0 ? newLineBefore(hunk, ops) : (newStart ?? 0) + 1
            out += "@@ -\(oldFrom),\(oldCount) +\(newFrom),\(newCount) @@\n" + body
        }
        return out
    }

    /// A path as git writes it in a patch: C-quoted when it holds a quote, a backslash or a
    /// control character (UTF-8 is kept as is, which `git apply` accepts).
    package static func quoted(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) else { return path }
        var result = "\""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\" + String(scalar.value, radix: 8).zeroPadded(to: 3)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func oldLineBefore(_ hunk: Range<Int>, _ ops: [Op]) -> Int {
        var count = 0
        for op in ops[..<hunk.lowerBound] { if case .insert = op {} else { count += 1 } }
        return count
    }

    private static func newLineBefore(_ hunk: Range<Int>, _ ops: [Op]) -> Int {
        var count = 0
        for op in ops[..<hunk.lowerBound] { if case .delete = op {} else { count += 1 } }
        return count
    }
}

extension String {
    /// The number with leading zeros up to `width` digits (git's octal escapes).
    fileprivate func zeroPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
