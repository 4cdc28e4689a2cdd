import SwiftUI

struct FAQItem: View {
    @State private var isExpanded: Bool
    let question: String
    let answer: String

    init(question: String, answer: String, startExpanded: Bool?) {
        if let startExpanded {
            self.isExpanded = startExpanded
        } else {
            self.isExpanded = false
        }
        self.question = question
        self.answer = answer
    }

    var body: some View {
        DisclosureGroup(question, isExpanded: $isExpanded) {
            Text(answer)
        }
    }
}
