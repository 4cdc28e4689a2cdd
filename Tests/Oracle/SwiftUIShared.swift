// The part of the SwiftUI stand-in that is the same in both worlds: views, modifiers,
// bindings and the other property wrappers fixtures use. Mostly what type-checking needs; the
// views keep their content and the environment wrappers read what a render passes down, so
// that the behaviour oracle can run view bodies (Render.swift). Compiled into a module named
// `SwiftUI` together with World1State.swift or World2State.swift.
@_exported import Foundation
@_exported import Observation
@_exported import Combine

public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public var body: Never { fatalError() }
}

/// What every modifier returns: its content, and what the modifier changes for a render.
public struct ModifiedView: View {
    let content: any View
    let modifier: _OracleModifier
    public init<V: View>(_ content: V, _ modifier: _OracleModifier = .none) {
        self.content = content
        self.modifier = modifier
    }
    public var body: Never { fatalError() }
}

/// A leaf view with an initializer for every way fixtures build one.
public struct Text: View {
    public init(_ content: some StringProtocol) {}
    public init(verbatim content: String) {}
    public init(_ date: Date, style: Int = 0) {}
    public var body: Never { fatalError() }
    public func bold(_ isActive: Bool = true) -> Text { self }
    public func italic(_ isActive: Bool = true) -> Text { self }
}

public struct Image: View {
    public init(_ name: String) {}
    public init(systemName: String) {}
    public var body: Never { fatalError() }
}

public struct Color: View, ShapeStyle, Hashable, Sendable {
    public init(red: Double, green: Double, blue: Double) {}
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let accentColor = Color(red: 0, green: 0, blue: 1)
    public static let primary = Color(red: 0, green: 0, blue: 0)
    public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5), orange = Color(red: 1, green: 0.5, blue: 0)
    public static let yellow = Color(red: 1, green: 1, blue: 0), purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let pink = Color(red: 1, green: 0.7, blue: 0.8), white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0), clear = Color(red: 0, green: 0, blue: 0)
    public static let mint = Color(red: 0, green: 1, blue: 0.8), teal = Color(red: 0, green: 0.5, blue: 0.5)
    public static let indigo = Color(red: 0.3, green: 0, blue: 0.5), brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public var body: Never { fatalError() }
    /// Concrete, so it wins over the ShapeStyle and View overloads (Apple's `Color.opacity(_:)`).
    public func opacity(_ opacity: Double) -> Color { self }
}

public struct Font: Hashable, Sendable {
    public static let body = Font(), headline = Font(), caption = Font(), caption2 = Font(), title = Font(), title2 = Font()
    public static let title3 = Font(), largeTitle = Font(), footnote = Font(), subheadline = Font(), callout = Font()
    public static func system(size: Double) -> Font { Font() }
}

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline }
public enum Alignment: Sendable { case leading, center, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing }

public struct Label: View {
    public init(_ title: String, systemImage: String) {}
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct Circle: View {
    public init() {}
    public var body: Never { fatalError() }
    public func fill(_ color: Color) -> ModifiedView { ModifiedView(self) }
}

public struct ProgressView: View {
    public init() {}
    public init(value: Double, total: Double = 1) {}
    public var body: Never { fatalError() }
}

/// Containers: any content closure.
public struct VStack<Content: View>: View {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct ZStack<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct Section<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) { self.content = content() }
    public init<Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { self.content = content() }
    public init<Footer: View>(footer: Footer, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct NavigationStack<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct ScrollView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct GridItem {
    public init(_ size: Int = 0) {}
    public static func flexible() -> Int { 0 }
}

public struct LazyVGrid<Content: View>: View {
    let content: Content
    public init(columns: [GridItem], @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct List<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row) where Content == AnyView {
        content = AnyView(_OracleRows(data.map { AnyView(rowContent($0)) }))
    }
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row) where Content == AnyView {
        content = AnyView(_OracleRows(data.map { AnyView(rowContent($0)) }))
    }
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, selection: Binding<Set<Data.Element>>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row) where Content == AnyView, Data.Element: Hashable {
        content = AnyView(_OracleRows(data.map { AnyView(rowContent($0)) }))
    }
    public var body: Never { fatalError() }
}

public struct ForEach<Content: View>: View {
    let content: Content
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Row) where Content == AnyView {
        self.content = AnyView(_OracleRows(data.map { AnyView(content($0)) }))
    }
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Row) where Content == AnyView {
        self.content = AnyView(_OracleRows(data.map { AnyView(content($0)) }))
    }
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    let label: Label?
    public init(_ title: some StringProtocol, action: @escaping () -> Void) where Label == Text { label = nil }
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: Never { fatalError() }
}

public struct Toggle: View {
    public init(_ title: some StringProtocol, isOn: Binding<Bool>) {}
    public init<L: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> L) {}
    public var body: Never { fatalError() }
}

public struct TextField: View {
    public init(_ title: some StringProtocol, text: Binding<String>) {}
    public var body: Never { fatalError() }
}

public struct SecureField: View {
    public init(_ title: some StringProtocol, text: Binding<String>) {}
    public var body: Never { fatalError() }
}

public struct TextEditor: View {
    public init(text: Binding<String>) {}
    public var body: Never { fatalError() }
}

public struct Slider: View {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in range: ClosedRange<V> = 0...1, step: V.Stride = 1) {}
    public init<V: BinaryFloatingPoint, L: View>(value: Binding<V>, in range: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L) {}
    public var body: Never { fatalError() }
}

public struct Stepper: View {
    public init<V: Strideable>(_ title: some StringProtocol, value: Binding<V>, in range: ClosedRange<V>? = nil) {}
    public init<V: Strideable>(value: Binding<V>, in range: ClosedRange<V>, @ViewBuilder label: () -> Text) {}
    public var body: Never { fatalError() }
}

public struct Picker<Content: View, Selection: Hashable>: View {
    let content: Content
    public init(_ title: some StringProtocol, selection: Binding<Selection>, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct DisclosureGroup<Content: View>: View {
    let content: Content
    public init(_ title: some StringProtocol, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

/// Modifiers accept anything and return a view.
extension View {
    public func padding(_ length: Double? = nil) -> ModifiedView { ModifiedView(self) }
    public func font(_ font: Font?) -> ModifiedView { ModifiedView(self) }
    public func foregroundStyle(_ style: Color) -> ModifiedView { ModifiedView(self) }
    public func foregroundColor(_ color: Color?) -> ModifiedView { ModifiedView(self) }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedView { ModifiedView(self) }
    public func frame(maxWidth: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> ModifiedView { ModifiedView(self) }
    public func navigationTitle(_ title: some StringProtocol) -> ModifiedView { ModifiedView(self) }
    public func disabled(_ disabled: Bool) -> ModifiedView { ModifiedView(self) }
    public func tag<T: Hashable>(_ tag: T) -> ModifiedView { ModifiedView(self) }
    public func id<T: Hashable>(_ id: T) -> ModifiedView { ModifiedView(self) }
    public func searchable(text: Binding<String>) -> ModifiedView { ModifiedView(self) }
    public func focused(_ binding: FocusState<Bool>.Binding) -> ModifiedView { ModifiedView(self) }
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> ModifiedView { ModifiedView(self) }
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView { ModifiedView(self) }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedView { ModifiedView(self) }
    public func onLongPressGesture(perform action: @escaping () -> Void) -> ModifiedView { ModifiedView(self) }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedView { ModifiedView(self, .attaching(content())) }
    public func cornerRadius(_ radius: Double) -> ModifiedView { ModifiedView(self) }
    public func listStyle(_ style: Int) -> ModifiedView { ModifiedView(self) }
    public func animation<V: Equatable>(_ animation: Int?, value: V) -> ModifiedView { ModifiedView(self) }
    public func contentShape(_ shape: Circle) -> ModifiedView { ModifiedView(self) }
    public func alert(_ title: String, isPresented: Binding<Bool>, actions: () -> some View) -> ModifiedView { ModifiedView(self, .attaching(actions())) }
    public func refreshable(action: @escaping () async -> Void) -> ModifiedView { ModifiedView(self) }
    public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> ModifiedView { ModifiedView(self) }
    public func lineLimit(_ limit: Int?) -> ModifiedView { ModifiedView(self) }
    public func buttonStyle(_ style: Int) -> ModifiedView { ModifiedView(self) }
    public func accessibilityLabel(_ label: String) -> ModifiedView { ModifiedView(self) }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedView { ModifiedView(self) }
    public func task(_ action: @escaping () async -> Void) -> ModifiedView { ModifiedView(self) }
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> ModifiedView { ModifiedView(self, .presenting { content() }) }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView {
        ModifiedView(self, .presenting { () -> any View in
            if let value = item.wrappedValue { return content(value) }
            return EmptyView()
        })
    }
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedView { ModifiedView(self, .environmentObject(ObjectIdentifier(T.self), object)) }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedView { ModifiedView(self, .environment(ObjectIdentifier(T.self), object)) }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedView { ModifiedView(self) }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedView { ModifiedView(self) }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        Binding<T>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}


@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }
    public var wrappedValue: ObjectType { make() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: make()) }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// `$model`: bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            Binding(get: { self.object[keyPath: keyPath] }, set: { self.object[keyPath: keyPath] = $0 })
        }
    }
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// Traps when read without an injection of its type, as SwiftUI's does ("No ObservableObject
/// of type … found"); a view that never reads it is fine.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}
    public var wrappedValue: ObjectType {
        guard let environment = _OracleRender.current else { fatalError("no environment object in the oracle") }
        guard let object = environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            _oracleTrap("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

/// Bindings to the properties of an `@Observable` object (not of an ObservableObject).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, T>) -> Binding<T> {
        Binding(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// Keys of the environment values fixtures read.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// `@Entry var library = Library()` in an extension of EnvironmentValues: a key with that
/// default (see EntryMacro in StateMacros).
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "StateMacros", type: "EntryMacro")

public struct EnvironmentValues {
    init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var dismiss: DismissAction { DismissAction() }
    public var colorScheme: Int { 0 }
    public var locale: Locale { Locale(identifier: "en") }
    public var isEnabled: Bool { true }
}

public struct DismissAction {
    public func callAsFunction() {}
}

@propertyWrapper
public struct Environment<Value> {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An `@Observable` object by type: a view installed without one traps, read or not.
        case object(ObjectIdentifier, String)
        /// The optional form: nil without one.
        case optionalObject(ObjectIdentifier)
    }
    let source: Source
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }
    /// `@Environment(Library.self)`: only an `@Observable` class (iOS 17).
    public init(_ type: Value.Type) where Value: AnyObject & Observable { source = .object(ObjectIdentifier(type), "\(type)") }
    /// `@Environment(Library.self) var library: Library?`: nil when none was injected.
    public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? { source = .optionalObject(ObjectIdentifier(type)) }
    public var wrappedValue: Value {
        guard let environment = _OracleRender.current else { fatalError("no environment in the oracle") }
        switch source {
        case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
        case .object(let type, let name):
            guard let object = environment.observables[type] else { _oracleTrap("No Observable object of type \(name) found") }
            return object as! Value
        case .optionalObject(let type):
            guard let object = environment.observables[type] else { return Optional<AnyObject>.none as! Value }
            return object as! Value
        }
    }
}

extension Environment: _OracleInstalled {
    func _oracleInstall(in environment: _OracleEnvironment) {
        if case .object(let type, let name) = source, environment.observables[type] == nil {
            _oracleTrap("No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view.")
        }
    }
}

@propertyWrapper
public struct FocusState<Value: Hashable> {
    public struct Binding {}
    var value: Value
    public init() where Value == Bool { value = false }
    public init<T: Hashable>() where Value == T? { value = nil }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding { Binding() }
}

@propertyWrapper
public struct Namespace {
    public struct ID: Hashable {}
    public init() {}
    public var wrappedValue: ID { ID() }
}

/// Reads and writes `UserDefaults` (the stand-in's `_OracleDefaults`, by key). Inside a class it
/// publishes through the enclosing instance as `@Published` does: a write made through an
/// `ObservableObject` sends its `objectWillChange` first (iOS 14.5 and later); a write to the
/// key from elsewhere does not (Point-Free's report of `@AppStorage` in an observable object).
@propertyWrapper
public struct AppStorage<Value> {
    let key: String
    let defaultValue: Value
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }
    public var wrappedValue: Value {
        get { _OracleDefaults.shared.value(forKey: key) as? Value ?? defaultValue }
        nonmutating set { _OracleDefaults.shared.set(newValue, forKey: key) }
    }
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, AppStorage<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            _oracleWillChange(object)
            object[keyPath: storageKeyPath].wrappedValue = newValue
        }
    }
}

/// The stand-in's `UserDefaults.standard`: values by key.
public final class _OracleDefaults: @unchecked Sendable {
    public static let shared = _OracleDefaults()
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    public func value(forKey key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }
    public func set(_ value: Any?, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }
}

@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
}

public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
    init()
}

public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

extension Scene {
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { _ModifiedScene(self, .environmentObject(ObjectIdentifier(T.self), object)) }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { _ModifiedScene(self, .environment(ObjectIdentifier(T.self), object)) }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> { _TupleScene(repeat each scenes) }
}

public struct WindowGroup<Content: View>: Scene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct Settings<Content: View>: Scene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

/// An app delegate SwiftUI creates and, when it is an `ObservableObject` or `@Observable`,
/// puts into the environment of every scene (Apple's UIApplicationDelegateAdaptor
/// documentation). The behaviour oracle registers how to create each delegate type.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var wrappedValue: DelegateType { _oracleMakeDelegate(DelegateType.self) }
}

@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var wrappedValue: DelegateType { _oracleMakeDelegate(DelegateType.self) }
}

public protocol UIApplicationDelegate: AnyObject {}
public protocol NSApplicationDelegate: AnyObject {}

/// `#Preview { … }` and `@Previewable`: accepted and expanded to nothing (see StateMacros).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) = #externalMacro(module: "StateMacros", type: "NothingMacro")

@attached(peer)
public macro Previewable() = #externalMacro(module: "StateMacros", type: "NothingMacro")

// Styles: the overloads TN3211's ShapeStyle ambiguity is made of. `background`/`overlay` take
// a ShapeStyle (filling into the safe area) or, disfavored, a View; `opacity`/`blendMode`
// exist on View and on ShapeStyle (the world files declare the ShapeStyle ones: disfavored
// only in World 2).
public protocol ShapeStyle {}

public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) {}
}

public enum BlendMode: Sendable { case normal, multiply, screen, overlay, softLight, plusLighter }

public struct Edge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all = Set(rawValue: 15)
    }
}

public struct Material: ShapeStyle {
    public static let ultraThinMaterial = Material(), thinMaterial = Material(), regularMaterial = Material()
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material() }
    public static var regularMaterial: Material { Material() }
}

extension ShapeStyle where Self == Color {
    public static var blue: Color { Color.blue }
    public static var red: Color { Color.red }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

public struct LinearGradient: View, ShapeStyle {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}

public struct UnitPoint: Sendable {
    public static let top = UnitPoint(), bottom = UnitPoint(), leading = UnitPoint(), trailing = UnitPoint()
}

extension View {
    public func opacity(_ value: Double) -> ModifiedView { ModifiedView(self) }
    public func blendMode(_ mode: BlendMode) -> ModifiedView { ModifiedView(self) }
    public func ignoresSafeArea() -> ModifiedView { ModifiedView(self) }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView { ModifiedView(self) }
    @_disfavoredOverload
    public func background<V: View>(_ content: V, alignment: Alignment = .center) -> ModifiedView { ModifiedView(self) }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView { ModifiedView(self, .attaching(content())) }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView { ModifiedView(self) }
    @_disfavoredOverload
    public func overlay<V: View>(_ content: V, alignment: Alignment = .center) -> ModifiedView { ModifiedView(self) }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView { ModifiedView(self, .attaching(content())) }
}
