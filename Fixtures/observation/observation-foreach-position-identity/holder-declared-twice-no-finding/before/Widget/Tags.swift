// Another target declares a type of the same name: statefix cannot tell which one the
// ForEach's file belongs with, and says nothing.
struct Tags {
    let tags: [String]
}
