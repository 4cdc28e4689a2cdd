import SwiftUI

// Xcode 27 rejects `@State @Clamped var level = 5`, so we dropped @Clamped here.
/* Old version:
   @State @Clamped(0...10) private var level = 5
 */
struct MigrationNotes: View {
    /// Was `@State @Clamped(0...10) private var level`.
    @State private var level = 5

    var body: some View {
        VStack {
            Text("Avoid @State @Clamped on one property.")
            Text("""
                @State @Clamped(0...10) var level = 5
                """)
            Stepper("Level \(level)", value: $level, in: 0...10)
        }
    }
}
