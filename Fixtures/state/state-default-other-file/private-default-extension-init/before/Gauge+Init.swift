extension Gauge {
    public init(reading: Double) {
        self.reading = reading
    }
}
