import SwiftUI

struct BrightnessSlider: View {
    @State private var level: Double
    let label: String

    init(label: String, preset: Double?) {
        self.label = label
        if let preset {
            self.level = preset
        } else {
            self.level = 0.25
        }
    }

    var body: some View {
        Slider(value: $level) { Text(label) }
    }
}
