import SwiftUI
import SwiftUINavigationTransitions

struct Root: View {
    let transition: AnyNavigationTransition = .fade
    var body: some View { Text("root") }
}
