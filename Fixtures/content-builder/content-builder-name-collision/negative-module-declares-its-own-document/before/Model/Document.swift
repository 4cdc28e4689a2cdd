struct Document {
    var title = ""
}
