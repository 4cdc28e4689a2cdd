// World 2 (Xcode 27): one unconstrained `ContentBuilder` (`ViewBuilder` is its other name)
// whose multi-child blocks are `TupleContent<each C>`, with the changes TN3211 and the field
// reports describe:
// - the ShapeStyle `opacity`/`blendMode` are disfavored, so a ShapeStyle chain passed to
//   `background(_:)`/`overlay(_:)` ties with the (disfavored) View overload: "ambiguous use";
// - `TupleView` is no longer what a block builds, so a constraint naming it stops matching;
// - a second empty-block overload comes from MapKit's cross-import overlay (visible without
//   `import MapKit`), so an empty `Group {}` builds `EmptyMapContent`.
public typealias EmptyContent = EmptyView
public typealias ViewBuilder = ContentBuilder

public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
}

public struct TupleContent<each C> {
    public init(_ content: repeat each C) {}
}
extension TupleContent: View where repeat each C: View {
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent, FalseContent> {
    init() {}
}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ContentBuilder {
    @_disfavoredOverload
    public static func buildBlock() -> EmptyContent { EmptyContent() }
    public static func buildBlock<C>(_ content: C) -> C { content }
    public static func buildBlock<each C>(_ content: repeat each C) -> TupleContent<repeat each C> { TupleContent(repeat each content) }
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildIf<C>(_ content: C?) -> C? { content }
    public static func buildLimitedAvailability<V: View>(_ view: V) -> AnyView { AnyView(view) }
    public static func buildExpression<C>(_ content: C) -> C { content }
}

/// MapKit's content, through the SwiftUI/MapKit cross-import overlay.
public protocol MapContent {}
public struct EmptyMapContent: MapContent {
    public init() {}
}
extension ContentBuilder {
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
}

public struct Group<Content> {
    public init(@ContentBuilder content: () -> Content) {}
}
extension Group: View where Content: View {
    public var body: Never { fatalError() }
}
extension Group: MapContent where Content: MapContent {}

extension ShapeStyle {
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> some ShapeStyle { AnyShapeStyle(self) }
    @_disfavoredOverload
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { AnyShapeStyle(self) }
}

/// New in SDK 27 (Esri arcgis-maps-sdk-swift-toolkit #1484 quotes it): collides with
/// swift-markdown's `Markdown.Document`.
public protocol Document {}

/// New in iOS 27 (davdroman/swiftui-navigation-transitions #172 quotes it).
public struct AnyNavigationTransition {}
