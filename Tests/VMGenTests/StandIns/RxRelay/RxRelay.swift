// Declaration-only stand-in for RxRelay 6 (ReactiveX/RxSwift, RxRelay/). Signatures copied from the sources;
// bodies never run. See ../README.md.
import RxSwift

public final class PublishRelay<Element>: ObservableType {
    public init() {}
    public func accept(_ event: Element) { fatalError() }
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
}

public final class BehaviorRelay<Element>: ObservableType {
    public var value: Element { fatalError() }
    public init(value: Element) {}
    public func accept(_ event: Element) { fatalError() }
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
}

public final class ReplayRelay<Element>: ObservableType {
    public func accept(_ event: Element) { fatalError() }
    public static func create(bufferSize: Int) -> ReplayRelay<Element> { fatalError() }
    public static func createUnbound() -> ReplayRelay<Element> { fatalError() }
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element { fatalError() }
    public func asObservable() -> Observable<Element> { fatalError() }
}

public extension ObservableType {
    func bind(to relays: PublishRelay<Element>...) -> Disposable { fatalError() }
    func bind(to relays: BehaviorRelay<Element>...) -> Disposable { fatalError() }
    func bind(to relays: ReplayRelay<Element>...) -> Disposable { fatalError() }
}
