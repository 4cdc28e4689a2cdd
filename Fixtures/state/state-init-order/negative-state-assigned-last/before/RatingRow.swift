import SwiftUI

struct RatingRow: View {
    let title: String
    @Environment(\.dismiss) private var dismiss
    @FocusState private var isFocused: Bool
    @State private var rating: Int
    @State private var isEditing = false
    private var caption: String?

    init(title: String, rating: Int) {
        self.title = title
        self.rating = rating
    }

    var body: some View {
        HStack {
            Text(title)
            Stepper("\(rating) stars", value: $rating, in: 1...5)
                .focused($isFocused)
            Button("Done") { dismiss() }
        }
    }
}
