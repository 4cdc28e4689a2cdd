extension Gauge {
    init(reading: Double) {
        self.reading = reading
    }

    // A syntax error inside a body that no fact reads: the file is still not analysed as
    // valid code, with or without the prefilter (its skeleton does not see the error; the
    // full tree, parsed before a finding is reported there, does).
    func describe() -> String {
        let = reading
        return "\(reading)"
    }
}
