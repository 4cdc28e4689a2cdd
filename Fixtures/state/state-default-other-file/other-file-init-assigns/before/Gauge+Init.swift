extension Gauge {
    init(reading: Double, revision: Int) {
        self.reading = reading
        self.revision = revision
    }
}
