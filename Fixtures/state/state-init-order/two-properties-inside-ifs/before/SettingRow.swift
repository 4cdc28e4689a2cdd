import SwiftUI

struct SettingRow: View {
    let title: String
    @State private var requires: Bool
    @State private var requiresFalse: Bool
    let footer: String

    init(title: String, requires: Bool?, requiresFalse: Bool?) {
        self.title = title
        if let requires {
            _requires = State(initialValue: requires)
        } else {
            _requires = State(initialValue: true)
        }
        if let requiresFalse {
            _requiresFalse = State(initialValue: requiresFalse)
        } else {
            _requiresFalse = State(initialValue: false)
        }
        self.footer = title
    }

    var body: some View {
        Text("\(title) \(requires) \(requiresFalse) \(footer)")
    }
}
