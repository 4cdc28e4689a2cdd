import SwiftUI

struct Fraction {
    var numerator: Int
    var denominator: Int
    init(_ numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }
}

struct FilterPanel: View {
    @State private var tags: [String]
    @State private var weights: [String: Int]
    @State private var picked: Set<String>
    @State private var opacity: CGFloat
    @State private var recent: [String: Int]
    @State private var ratio: Fraction
    @State private var title: String
    let source: String

    init(source: String, tags: [String], weights: [String: Int], picked: Set<String>,
         opacity: CGFloat, recent: [String: Int], ratio: Fraction, title: String) {
        self.source = source
        self.tags = tags
        self.weights = weights
        self.picked = picked
        self.opacity = opacity
        self.recent = recent
        self.ratio = ratio
        self.title = title
    }

    var body: some View {
        Text("\(title) from \(source)").opacity(opacity)
    }
}
