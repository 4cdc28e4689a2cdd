// The generic type is declared in another file than the state property that names it bare.
struct Comparator<Root> {
    let path: PartialKeyPath<Root>
    init(_ path: PartialKeyPath<Root>) { self.path = path }
}

struct Process {
    var pid: Int
}
