import Combine
import Observation

@Observable
final class Player {
    var isPlaying = false
    #if DEBUG
    var debugOverlay = false
    #endif
}
