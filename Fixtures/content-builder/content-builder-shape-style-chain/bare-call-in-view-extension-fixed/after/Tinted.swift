import SwiftUI

extension View {
    func tinted() -> some View {
        overlay { Color.accentColor.blendMode(.multiply).opacity(0.5) }
    }
}
