import Combine

func checkQueryPublishes() {
    let model = SearchModel()
    var values: [String] = []
    let token = model.$query.sink { values.append($0) }
    model.query = "swift"
    token.cancel()
}
