import SwiftUI

// jellyfin/Swiftfin's OnFinalDisappearModifier, as a view: the object's deinit calls the action.
// With State(initialValue:) a new Observer is made on every init of the view and thrown away,
// so the action would run each time the parent's body runs, not once.
struct FinalDisappearView: View {
    @StateObject private var observer: Observer

    init(action: @escaping () -> Void) {
        _observer = StateObject(wrappedValue: Observer(action: action))
    }

    var body: some View {
        Text("")
    }

    final class Observer: ObservableObject {
        private let action: () -> Void

        init(action: @escaping () -> Void) {
            self.action = action
        }

        deinit {
            action()
        }
    }
}
