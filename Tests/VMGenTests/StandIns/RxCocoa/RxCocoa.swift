// Declaration-only stand-in for RxCocoa's traits (ReactiveX/RxSwift 6, RxCocoa/Traits). Signatures copied from
// the sources; bodies never run. See ../README.md.
@_exported import RxRelay
import RxSwift

// MARK: - SharedSequence (Traits/SharedSequence/SharedSequence.swift)

public protocol SharingStrategyProtocol {
    static var scheduler: SchedulerType { get }
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    public func asObservable() -> Observable<Element> { fatalError() }
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

public extension SharedSequence {
    static func empty() -> SharedSequence<SharingStrategy, Element> { fatalError() }
    static func never() -> SharedSequence<SharingStrategy, Element> { fatalError() }
    static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

// MARK: - Driver and Signal (Traits/Driver/Driver.swift, Traits/Signal/Signal.swift)

public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { fatalError() }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> { fatalError() }
}

public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { fatalError() }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> { fatalError() }
}

// MARK: - Conversions (ObservableConvertibleType+Driver.swift, ObservableConvertibleType+Signal.swift)

public extension ObservableConvertibleType {
    func asDriver(onErrorJustReturn: Element) -> Driver<Element> { fatalError() }
    func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> { fatalError() }
    func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> { fatalError() }
    func asSignal(onErrorJustReturn: Element) -> Signal<Element> { fatalError() }
    func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> { fatalError() }
    func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> { fatalError() }
}

// MARK: - Relays (BehaviorRelay+Driver.swift, PublishRelay+Signal.swift)

public extension BehaviorRelay {
    func asDriver() -> Driver<Element> { fatalError() }
}

public extension PublishRelay {
    func asSignal() -> Signal<Element> { fatalError() }
}

// MARK: - Subscribing (Driver+Subscription.swift, Signal+Subscription.swift)

public extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        fatalError()
    }
    func drive(_ relays: BehaviorRelay<Element>...) -> Disposable { fatalError() }
    func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

public extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        fatalError()
    }
    func emit(to relays: PublishRelay<Element>...) -> Disposable { fatalError() }
    func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

// MARK: - Control traits (Traits/ControlEvent.swift, Traits/ControlProperty.swift)

public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}

public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element { fatalError() }
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
    public func asControlEvent() -> ControlEvent<Element> { fatalError() }
}

public protocol ControlPropertyType: ObservableType, ObserverType {
    func asControlProperty() -> ControlProperty<Element>
}

public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
        where Element == Values.Element, Element == Sink.Element { fatalError() }
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element { fatalError() }
    public var changed: ControlEvent<PropertyType> { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
    public func asControlProperty() -> ControlProperty<Element> { fatalError() }
    public func on(_ event: Event<Element>) { fatalError() }
}
