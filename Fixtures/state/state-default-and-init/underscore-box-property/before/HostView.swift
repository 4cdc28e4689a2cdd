import SwiftUI

final class Box {
    let controller: AnyObject?
    init(_ controller: AnyObject? = nil) { self.controller = controller }
}

struct HostView: View {
    @State var _box = Box()
    let title: String

    init(title: String, controller: AnyObject) {
        self.title = title
        self._box = Box(controller)
    }

    init(title: String) {
        self.title = title
        self.__box = State(initialValue: Box(nil))
    }

    var body: some View {
        Text(title)
    }
}
