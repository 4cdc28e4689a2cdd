import Combine

func checkViewStatePublishes() {
    let screen = PillScreen()
    var values: [Int] = []
    let token = screen.context.$viewState.sink { values.append($0) }
    screen.context.viewState = 1
    token.cancel()
}
