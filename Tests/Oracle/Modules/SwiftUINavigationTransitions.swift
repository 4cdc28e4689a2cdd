// A stand-in for davdroman/swiftui-navigation-transitions before 0.18.0.
public struct AnyNavigationTransition {
    public static let fade = AnyNavigationTransition()
}
