// World 1 (Xcode 26 and earlier): `ViewBuilder`, whose blocks require `View` and whose
// multi-child blocks are `TupleView`s. The View constraint is what kept a ShapeStyle chain
// and a second module's same-named type out of view content.
public struct TupleView<T>: View {
    let value: T
    public init(_ value: T) { self.value = value }
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
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { AnyShapeStyle(self) }
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { AnyShapeStyle(self) }
}

extension TupleView: _OraclePrimitive {
    func _oracleRender(in environment: _OracleEnvironment) {
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { _oracleRenderAny(view, in: environment) }
        }
    }
}

extension Group: _OracleContainer {}
