import Combine

final class Player {
    @Published var isPlaying = false
    #if DEBUG
    @Published var debugOverlay = false
    #endif
}
