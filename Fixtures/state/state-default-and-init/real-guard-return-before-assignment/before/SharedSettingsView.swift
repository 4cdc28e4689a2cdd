import SwiftUI

// Seen in a real app: the initializer can return before it assigns the property, so
// removing the initial value would leave the property uninitialized on that path.
struct SharedSettingsView: View {
    @AppStorage("theme") private var theme = "system"
    @FocusState private var focused: Bool

    @State private var openAtLogin: Bool = true

    init() {
        guard let defaults = UserDefaults(
            suiteName: "com.example.shared"
        ) else {
            print("no shared defaults")
            return
        }

        self.openAtLogin = defaults.bool(forKey: "openAtLogin")
    }

    var body: some View {
        Toggle("Open at login", isOn: $openAtLogin)
    }
}

struct CounterCard: View {
    let id: Int
    var title = "Untitled"
    @State private var count = 0

    init(id: Int, count: Int) {
        self.id = id
        self.count = count
    }

    // Relies on the initial value and can return early: the value goes right after the
    // statement that completes `self` today (`self.id = id`), so it is set on every path.
    init(id: Int, title: String?) {
        self.id = id
        guard let title else { return }
        self.title = title
    }

    var body: some View {
        Text("\(title) \(count)")
    }
}
