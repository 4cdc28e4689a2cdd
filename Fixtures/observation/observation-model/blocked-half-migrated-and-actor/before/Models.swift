import SwiftUI
import Observation

@Observable final class Clock: ObservableObject {
    var now = 0
}

actor Downloader: ObservableObject {
    var progress = 0.0
}
