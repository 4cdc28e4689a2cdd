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
    @State private var tags = ["swift", "ui"]
    @State private var weights = ["low": 1, "high": 3]
    @State private var picked = Set<String>()
    @State private var opacity = 1 as CGFloat
    @State private var recent = [String: Int]()
    @State private var ratio = Fraction.init(1, 2)
    @State private var title = "Filters"
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
