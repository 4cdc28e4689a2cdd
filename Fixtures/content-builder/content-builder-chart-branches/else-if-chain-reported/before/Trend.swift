import Charts
import SwiftUI

struct Trend: View {
    let points: [Point]

    var body: some View {
        Chart(points) { point in
            if point.kind == 0 {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            } else if point.kind == 1 {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            } else if point.kind == 2 {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            } else if point.kind == 3 {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            } else if point.kind == 4 {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            } else if point.kind == 5 {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            } else if point.kind == 6 {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            } else if point.kind == 7 {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            } else if point.kind == 8 {
                LineMark(x: .value("x", point.x), y: .value("y", point.y))
            } else {
                PointMark(x: .value("x", point.x), y: .value("y", point.y))
            }
        }
    }
}
