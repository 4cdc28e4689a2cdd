import SwiftUI

struct Report: View {
    let kind: Int

    var body: some View {
        SalesChart {
            switch kind {
            case 0: Text("0")
            case 1: Text("1")
            case 2: Text("2")
            case 3: Text("3")
            case 4: Text("4")
            case 5: Text("5")
            case 6: Text("6")
            case 7: Text("7")
            case 8: Text("8")
            case 9: Text("9")
            case 10: Text("10")
            case 11: Text("11")
            default: Text("other")
            }
        }
    }
}
