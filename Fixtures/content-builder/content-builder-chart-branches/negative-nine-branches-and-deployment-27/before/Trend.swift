import Charts
import SwiftUI

struct Trend: View {
    let points: [Point]

    var body: some View {
        Chart(points) { point in
            if point.isGoal {
                RuleMark(y: .value("goal", point.y))
            } else if point.isLow {
                PointMark(x: .value("x", point.x), y: .value("y", point.y))
            } else {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            }
        }
    }
}
