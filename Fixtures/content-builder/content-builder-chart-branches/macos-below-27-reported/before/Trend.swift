import Charts
import SwiftUI

struct Trend: View {
    let points: [Point]

    var body: some View {
        Chart {
            ForEach(points) { point in
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            }
            switch mode {
            case .kind0: LineMark(x: .value("x", 1), y: .value("y", 1))
            case .kind1: LineMark(x: .value("x", 1), y: .value("y", 1))
            case .kind2: LineMark(x: .value("x", 1), y: .value("y", 1))
            case .kind3: LineMark(x: .value("x", 1), y: .value("y", 1))
            case .kind4: LineMark(x: .value("x", 1), y: .value("y", 1))
            case .kind5: LineMark(x: .value("x", 1), y: .value("y", 1))
            case .kind6: LineMark(x: .value("x", 1), y: .value("y", 1))
            case .kind7: LineMark(x: .value("x", 1), y: .value("y", 1))
            case .kind8: LineMark(x: .value("x", 1), y: .value("y", 1))
            default: RuleMark(y: .value("goal", 1))
            }
        }
    }
}
