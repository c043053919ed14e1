// Declaration-only stand-in for ReactiveSwift 7 (ReactiveCocoa/ReactiveSwift, Sources/). Signatures copied from
// the sources; bodies never run. See ../README.md.

// MARK: - Disposables and lifetimes (Disposable.swift, Lifetime.swift)

public protocol Disposable: AnyObject {
    var isDisposed: Bool { get }
    func dispose()
}

public final class Lifetime {}

public final class CompositeDisposable: Disposable {
    public var isDisposed: Bool { fatalError() }
    public init<S: Sequence>(_ disposables: S) where S.Iterator.Element == Disposable { fatalError() }
    public convenience init<S: Sequence>(_ disposables: S) where S.Iterator.Element == Disposable? { fatalError() }
    public convenience init() { fatalError() }
    public func dispose() { fatalError() }
    @discardableResult
    public func add(_ disposable: Disposable?) -> Disposable? { fatalError() }
    @discardableResult
    public static func += (lhs: CompositeDisposable, rhs: Disposable?) -> Disposable? { fatalError() }
}

public final class ScopedDisposable<Inner: Disposable>: Disposable {
    public let inner: Inner
    public var isDisposed: Bool { fatalError() }
    public init(_ disposable: Inner) { fatalError() }
    public func dispose() { fatalError() }
}

extension ScopedDisposable where Inner == CompositeDisposable {
    @discardableResult
    public static func += (lhs: ScopedDisposable<CompositeDisposable>, rhs: Disposable?) -> Disposable? { fatalError() }
}

// MARK: - Optionals (Optional.swift)

public protocol OptionalProtocol: ExpressibleByNilLiteral {
    associatedtype Wrapped
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    public var optional: Wrapped? { fatalError() }
}

// MARK: - Observers (Observers/Observer.swift, Signal.Observer.swift)

open class Observer<Value, Error: Swift.Error> {
    public init() {}
    open func receive(_ value: Value) { fatalError() }
}

// MARK: - Signal (Signal.swift, Event.swift)

public final class Signal<Value, Error: Swift.Error> {
    public enum Event {
        case value(Value)
        case failed(Error)
        case completed
        case interrupted
    }

    public final class Observer: ReactiveSwift.Observer<Value, Error> {
        public typealias Action = (Event) -> Void

        public init(_ action: @escaping Action) { fatalError() }

        public convenience init(
            value: ((Value) -> Void)? = nil,
            failed: ((Error) -> Void)? = nil,
            completed: (() -> Void)? = nil,
            interrupted: (() -> Void)? = nil
        ) { fatalError() }

        public func send(_ event: Event) { fatalError() }
        public func send(value: Value) { fatalError() }
        public func send(error: Error) { fatalError() }
        public func sendCompleted() { fatalError() }
    }

    @discardableResult
    public func observe(_ observer: Observer) -> Disposable? { fatalError() }
}

extension Signal {
    public static func pipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) { fatalError() }
    public static var never: Signal { fatalError() }
    public static var empty: Signal { fatalError() }

    @discardableResult
    public func observe(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable? { fatalError() }
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> { fatalError() }
    public func map<U>(value: U) -> Signal<U, Error> { fatalError() }
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> { fatalError() }
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> { fatalError() }
    public func take(first count: Int) -> Signal<Value, Error> { fatalError() }
    public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> { fatalError() }
    public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> { fatalError() }

    public static func combineLatest<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
        fatalError()
    }
    public static func combineLatest<B, C>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
    ) -> Signal<(Value, B, C), Error> { fatalError() }
    public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> { fatalError() }
    public static func merge<Seq: Sequence>(_ signals: Seq) -> Signal<Value, Error>
        where Seq.Iterator.Element == Signal<Value, Error> { fatalError() }

    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>)
        -> Signal<U, Error> { fatalError() }
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>)
        -> Signal<U, Error> { fatalError() }
}

extension Signal {
    // Declared on every Signal in ReactiveSwift 7 (Signal.swift), whatever its Error.
    public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> { fatalError() }
    public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> { fatalError() }
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> { fatalError() }
    public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> { fatalError() }
}

extension Signal where Error == Never {
    public func flatMap<U, F>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>)
        -> Signal<U, F> { fatalError() }
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>)
        -> Signal<U, Never> { fatalError() }

    @discardableResult
    public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? { fatalError() }
}

extension Signal where Value: OptionalProtocol {
    public func skipNil() -> Signal<Value.Wrapped, Error> { fatalError() }
}

extension Signal where Value: Equatable {
    public func skipRepeats() -> Signal<Value, Error> { fatalError() }
}

// MARK: - Flattening (Flatten.swift)

public struct FlattenStrategy {
    public static let merge = FlattenStrategy()
    public static let concat = FlattenStrategy()
    public static let latest = FlattenStrategy()
}

// MARK: - SignalProducer (SignalProducer.swift)

public protocol SignalProducerConvertible {
    associatedtype Value
    associatedtype Error: Swift.Error
    var producer: SignalProducer<Value, Error> { get }
}

extension Signal: SignalProducerConvertible {
    public var producer: SignalProducer<Value, Error> { fatalError() }
}

extension SignalProducer: SignalProducerConvertible {
    public var producer: SignalProducer { fatalError() }
}

public struct SignalProducer<Value, Error: Swift.Error> {
    public init(_ signal: Signal<Value, Error>) { fatalError() }
    public init(value: Value) { fatalError() }
    public init(error: Error) { fatalError() }
    public init<S: Sequence>(_ values: S) where S.Iterator.Element == Value { fatalError() }
    public static var empty: SignalProducer { fatalError() }
    public static var never: SignalProducer { fatalError() }
    @discardableResult
    public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable { fatalError() }
    @discardableResult
    public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable { fatalError() }
    @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable where Error == Never {
        fatalError()
    }
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> { fatalError() }
    public func prefix(value: Value) -> SignalProducer<Value, Error> { fatalError() }
}

// MARK: - Properties (Property.swift)

// `PropertyProtocol` also refines `BindingSource`, and `MutableProperty` conforms through
// `ComposableMutablePropertyProtocol`; neither is needed here.
public protocol PropertyProtocol: AnyObject {
    associatedtype Value
    var value: Value { get }
    var producer: SignalProducer<Value, Never> { get }
    var signal: Signal<Value, Never> { get }
}

public final class MutableProperty<Value>: PropertyProtocol {
    public var value: Value {
        get { fatalError() }
        set { fatalError() }
    }
    public let lifetime: Lifetime
    public let signal: Signal<Value, Never>
    public var producer: SignalProducer<Value, Never> { fatalError() }
    public init(_ initialValue: Value) { fatalError() }
}

public final class Property<Value>: PropertyProtocol {
    public var value: Value { fatalError() }
    public var signal: Signal<Value, Never> { fatalError() }
    public var producer: SignalProducer<Value, Never> { fatalError() }
    public init(value: Value) { fatalError() }
    public init<P: PropertyProtocol>(capturing property: P) where P.Value == Value { fatalError() }
    // Convenience initializers in ReactiveSwift, which a declaration-only class cannot delegate from.
    public init(initial: Value, then values: SignalProducer<Value, Never>) { fatalError() }
    public init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
        where Values.Value == Value, Values.Error == Never { fatalError() }
}

// MARK: - Actions (Action.swift)

public enum ActionError<Error: Swift.Error>: Swift.Error {
    case disabled
    case producerFailed(Error)
}

public final class Action<Input, Output, Error: Swift.Error> {
    // `let`s in ReactiveSwift, which a declaration-only class cannot leave unset.
    public var lifetime: Lifetime { fatalError() }
    public var values: Signal<Output, Never> { fatalError() }
    public var errors: Signal<Error, Never> { fatalError() }
    public var isExecuting: Property<Bool> { fatalError() }
    public var isEnabled: Property<Bool> { fatalError() }
    public init(execute: @escaping (Input) -> SignalProducer<Output, Error>) { fatalError() }
    public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> { fatalError() }
}

extension Action where Input == Void {
    public func apply() -> SignalProducer<Output, ActionError<Error>> { fatalError() }
}
