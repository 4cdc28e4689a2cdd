/// Shell-style globs on `/`-separated paths: `*` and `?` within a component, `**` across
/// components, `[abc]` character sets. A pattern without `/` matches the file name anywhere.
package enum Glob {
    package static func matches(_ pattern: String, _ path: String) -> Bool {
        if !pattern.contains("/") {
            return match(Array(pattern), Array(path.split(separator: "/").last.map(String.init) ?? path)) || match(Array("**/" + pattern), Array(path))
        }
        let trimmed = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
        return match(Array(trimmed), Array(path)) || match(Array(trimmed + "/**"), Array(path))
    }

    private static func match(_ p: [Character], _ s: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (s.count + 1) + j
            if let known = memo[key] { return known }
            var result: Bool
            if i == p.count {
                result = j == s.count
            } else if p[i] == "*" && i + 1 < p.count && p[i + 1] == "*" {
                var next = i + 2
                if next < p.count && p[next] == "/" { next += 1 }
                result = go(next, j) || (j < s.count && go(i, j + 1))
            } else if p[i] == "*" {
                result = go(i + 1, j) || (j < s.count && s[j] != "/" && go(i, j + 1))
            } else if p[i] == "?" {
                result = j < s.count && s[j] != "/" && go(i + 1, j + 1)
            } else if p[i] == "[", let close = p[(i + 1)...].firstIndex(of: "]") {
                let set = Set(p[(i + 1)..<close])
                result = j < s.count && set.contains(s[j]) && go(close + 1, j + 1)
            } else {
                result = j < s.count && p[i] == s[j] && go(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
    }
}
