import SwiftUI

struct BrightnessSlider: View {
    @SwiftUI.State @Clamped(0...100) var brightness = 50

    var body: some View {
        Slider(
            value: Binding(get: { Double(brightness) }, set: { brightness = Int($0) }),
            in: 0...100
        )
    }
}
