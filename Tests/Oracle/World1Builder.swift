// World 1 (Xcode 26 and earlier): `ViewBuilder`, whose blocks require `View` and whose
// multi-child blocks are `TupleView`s. The View constraint is what kept a ShapeStyle chain
// and a second module's same-named type out of view content.
public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<V: View>(_ view: V) -> V { view }
    public static func buildBlock<each V: View>(_ views: repeat each V) -> TupleView<(repeat each V)> { TupleView((repeat each views)) }
    public static func buildEither<V: View>(first: V) -> AnyView { AnyView(first) }
    public static func buildEither<V: View>(second: V) -> AnyView { AnyView(second) }
    public static func buildIf<V: View>(_ view: V?) -> V? { view }
    public static func buildLimitedAvailability<V: View>(_ view: V) -> AnyView { AnyView(view) }
    public static func buildExpression<V: View>(_ view: V) -> V { view }
}

public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { AnyShapeStyle(self) }
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { AnyShapeStyle(self) }
}
