import SwiftUI

struct Lists: View {
    @State private var names: [String] = ["a", "b"]
    @State private var scores: [String: Int] = ["a": 1]
    @State private var rows: [Int] = [Int]()
    @State private var lookup: [String: Double] = [String: Double]()

    var body: some View {
        Text("\(names.count) \(scores.count) \(rows.count) \(lookup.count)")
    }
}
