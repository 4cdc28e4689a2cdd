extension Settings.Row {
    init(title: String) {
        self.title = title
    }
}

// A different Row at top level: its init must not be matched to Settings.Row.
struct Row {
    let title: String
}

extension Row {
    init(name: String) {
        self.title = name
    }
}
