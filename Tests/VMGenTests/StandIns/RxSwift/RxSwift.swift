// Declaration-only stand-in for RxSwift 6 (ReactiveX/RxSwift, RxSwift/). Signatures copied from the sources;
// bodies never run. See ../README.md.

// MARK: - Events and observers (Event.swift, ObserverType.swift, AnyObserver.swift)

@frozen public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

public extension ObserverType {
    func onNext(_ element: Element) { on(.next(element)) }
    func onCompleted() { on(.completed) }
    func onError(_ error: Swift.Error) { on(.error(error)) }
}

public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    public init(eventHandler: @escaping EventHandler) { fatalError() }
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element { fatalError() }
    public func on(_ event: Event<Element>) { fatalError() }
    public func asObserver() -> AnyObserver<Element> { fatalError() }
}

public extension ObserverType {
    func asObserver() -> AnyObserver<Element> { fatalError() }
    func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> { fatalError() }
}

// MARK: - Disposables (Disposable.swift, Cancelable.swift, Disposables/DisposeBag.swift)

public protocol Disposable {
    func dispose()
}

public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

public class DisposeBase {
    init() {}
}

public final class DisposeBag: DisposeBase {
    public override init() {}
    public func insert(_ disposable: Disposable) { fatalError() }
}

public extension Disposable {
    func disposed(by bag: DisposeBag) { fatalError() }
}

// MARK: - Observables (ObservableConvertibleType.swift, ObservableType.swift, Observable.swift)

public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

public extension ObservableType {
    func asObservable() -> Observable<Element> { fatalError() }
}

public class Observable<Element>: ObservableType {
    init() {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
}

// MARK: - Subjects (Subjects/*.swift)

public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType {
    public typealias SubjectObserverType = PublishSubject<Element>
    public var hasObservers: Bool { fatalError() }
    public var isDisposed: Bool { fatalError() }
    public override init() {}
    public func on(_ event: Event<Element>) { fatalError() }
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element { fatalError() }
    public func asObserver() -> PublishSubject<Element> { fatalError() }
    public func dispose() { fatalError() }
}

public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    public typealias SubjectObserverType = BehaviorSubject<Element>
    public var hasObservers: Bool { fatalError() }
    public var isDisposed: Bool { fatalError() }
    public init(value: Element) {}
    public func value() throws -> Element { fatalError() }
    public func on(_ event: Event<Element>) { fatalError() }
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element { fatalError() }
    public func asObserver() -> BehaviorSubject<Element> { fatalError() }
    public func dispose() { fatalError() }
}

public class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable {
    public typealias SubjectObserverType = ReplaySubject<Element>
    public var hasObservers: Bool { fatalError() }
    public func on(_ event: Event<Element>) { fatalError() }
    public func asObserver() -> ReplaySubject<Element> { fatalError() }
    public func dispose() {}
    public static func create(bufferSize: Int) -> ReplaySubject<Element> { fatalError() }
    public static func createUnbounded() -> ReplaySubject<Element> { fatalError() }
}

// MARK: - Subscribing (ObservableType+Extensions.swift)

public extension ObservableType {
    func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable { fatalError() }
    func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

// MARK: - Creating (Observables/Just.swift, Empty.swift, Never.swift, Merge.swift)

public extension ObservableType {
    static func just(_ element: Element) -> Observable<Element> { fatalError() }
    static func empty() -> Observable<Element> { fatalError() }
    static func never() -> Observable<Element> { fatalError() }
    static func merge(_ sources: [Observable<Element>]) -> Observable<Element> { fatalError() }
    static func merge(_ sources: Observable<Element>...) -> Observable<Element> { fatalError() }
}

// MARK: - Combining (Observables/CombineLatest+arity.swift, WithLatestFrom.swift)

public extension ObservableType {
    static func combineLatest<O1: ObservableType, O2: ObservableType>
    (_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element)
        -> Observable<Element> { fatalError() }

    static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>
    (_ source1: O1, _ source2: O2, _ source3: O3,
     resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element)
        -> Observable<Element> { fatalError() }
}

public extension ObservableType where Element == Any {
    static func combineLatest<O1: ObservableType, O2: ObservableType>
    (_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)> { fatalError() }

    static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>
    (_ source1: O1, _ source2: O2, _ source3: O3)
        -> Observable<(O1.Element, O2.Element, O3.Element)> { fatalError() }
}

public extension ObservableType {
    func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> { fatalError() }

    func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        fatalError()
    }
}

// MARK: - Transforming (Observables/Map.swift, Filter.swift, Merge.swift, Switch.swift, CompactMap.swift)

public extension ObservableType {
    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> { fatalError() }
    func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> { fatalError() }
    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
    func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> { fatalError() }
    func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> { fatalError() }
    func startWith(_ elements: Element...) -> Observable<Element> { fatalError() }
    func skip(_ count: Int) -> Observable<Element> { fatalError() }
    func take(_ count: Int) -> Observable<Element> { fatalError() }
    func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> { fatalError() }
    func catchAndReturn(_ element: Element) -> Observable<Element> { fatalError() }
    func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Observable<Element> { fatalError() }
}

public extension ObservableType where Element: Equatable {
    func distinctUntilChanged() -> Observable<Element> { fatalError() }
}

// MARK: - Schedulers (SchedulerType.swift)

public protocol ImmediateSchedulerType {}
public protocol SchedulerType: ImmediateSchedulerType {}

public enum SubjectLifetimeScope {
    case whileConnected
    case forever
}
