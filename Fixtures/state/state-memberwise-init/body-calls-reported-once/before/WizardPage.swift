import SwiftUI

final class WizardModel: ObservableObject {
    @Published var title = ""
}

// The body calls the memberwise initializer three times and no fix can write it out (an
// @ObservedObject member): one finding, the other calls as its notes (UTM's WizardWrapper).
struct WizardPage: View {
    let step: Int
    @ObservedObject var model: WizardModel
    @State private var next: Int? = nil
    let onDismiss: () -> Void

    var body: some View {
        VStack {
            WizardPage(step: step + 1, model: model, onDismiss: onDismiss)
            WizardPage(step: step + 2, model: model, onDismiss: onDismiss)
            WizardPage(step: step + 3, model: model, onDismiss: onDismiss)
        }
    }
}
