import SwiftUI

// The storage is set before a switch that initializes two other stored properties (Aidoku's
// SettingView): it builds, TN3211 asks for the other order, and the headline counts the
// properties while the note names them.
struct SettingRow: View {
    enum Kind { case text, number }

    @State private var isEnabled: Bool
    private let placeholder: String
    private let step: Double

    init(kind: Kind, enabled: Bool) {
        _isEnabled = State(initialValue: enabled)
        switch kind {
        case .text:
            placeholder = "Text"
            step = 0
        case .number:
            placeholder = "0"
            step = 1
        }
    }

    var body: some View {
        Text(placeholder)
    }
}
