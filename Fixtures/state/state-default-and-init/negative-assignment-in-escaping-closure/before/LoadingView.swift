import SwiftUI

final class Center {
    func addObserver(_ block: @escaping (String) -> Void) {}
}

// The closure runs later, once the view exists: its assignment is an ordinary update,
// not an initialization, so the initial value is what the initializer leaves.
struct LoadingView: View {
    @State private var showLoading = true
    let center: Center

    init(center: Center) {
        self.center = center
        center.addObserver { [self] _ in
            showLoading = false
        }
    }

    var body: some View {
        Text(showLoading ? "loading" : "done")
    }
}
