import Observation
import SwiftUI

@Observable
final class Session: ObservableObject {
    var user = ""
}

struct Screen: View {
    @StateObject var session: Session

    init(session: Session) {
        _session = StateObject(wrappedValue: session)
    }

    var body: some View {
        Text(session.user)
    }
}
