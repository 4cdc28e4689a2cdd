import SwiftUI

struct VideoControls: View {
    @State private var isDraggingSlider: Bool = false
    @Binding var isPlaying: Bool

    var body: some View {
        Slider(value: .constant(0.5))
            .onAppear { startObserving() }
    }

    private func startObserving() {
        let isDraggingBinding = _isDraggingSlider
        let isPlayingBinding = _isPlaying
        DispatchQueue.main.async {
            if !isDraggingBinding.wrappedValue, isPlayingBinding.wrappedValue {
                print("update the slider")
            }
        }
        print(self._isDraggingSlider.wrappedValue)
    }
}
