import SwiftUI

struct TagPicker: View {
    @State private var selection: [String]
    private let summary: String

    init(preselected: [String]) {
        _selection = State(initialValue: preselected)
        self.summary = _selection.wrappedValue.isEmpty ? "None" : "Some"
    }

    var body: some View {
        VStack {
            Text(summary)
            ForEach(selection, id: \.self) { tag in
                Text(tag)
            }
        }
    }
}
