extension Gauge {
    init(preview: Bool) {
        self.init()
    }
}
