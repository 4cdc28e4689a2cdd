import Charts
import SwiftUI

struct Trend: View {
    let points: [Point]

    var body: some View {
        Chart {
            ForEach(points) { point in
                switch point.kind {
                case .kind0: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                case .kind1: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                case .kind2: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                case .kind3: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                case .kind4: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                case .kind5: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                case .kind6: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                case .kind7: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                case .kind8: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                default: PointMark(x: .value("x", point.x), y: .value("y", point.y))
                }
            }
        }
    }
}
