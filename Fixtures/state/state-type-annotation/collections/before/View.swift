import SwiftUI

struct Lists: View {
    @State private var names = ["a", "b"]
    @State private var scores = ["a": 1]
    @State private var rows = [Int]()
    @State private var lookup = [String: Double]()

    var body: some View {
        Text("\(names.count) \(scores.count) \(rows.count) \(lookup.count)")
    }
}
