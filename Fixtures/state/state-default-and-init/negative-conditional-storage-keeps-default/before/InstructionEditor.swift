import SwiftUI

// Seen in a real app: the storage is replaced only when there is something to edit; on the
// other path the declaration's value is the one shown. Assigning the storage after the other
// stored properties keeps the value today and with Xcode 27, so there is nothing to report.
struct InstructionEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State var name: String = "New Instruction"
    @State var temperature: String = "0.8"

    var existing: Instruction?
    var onSave: () -> Void

    init(instruction: Instruction? = nil, onSave: @escaping () -> Void) {
        self.existing = instruction
        self.onSave = onSave

        if let instruction {
            _name = State(initialValue: instruction.name)
            _temperature = State(initialValue: String(format: "%.2f", instruction.temperature))
        }
    }

    var body: some View {
        TextField("Name", text: $name)
    }
}

struct Instruction {
    var name: String
    var temperature: Double
}
