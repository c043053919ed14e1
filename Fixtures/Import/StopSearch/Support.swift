// The app's types the StopSearch view model uses, and its dependency container's property wrapper.
import Foundation
import RxSwift

/// The app's protocol of its transform view models.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

struct BusStop: Equatable {
    var name: String
}

protocol StopSearchUseCase {
    var recentStops: [BusStop] { get }
    func search(_ text: String) -> Observable<[BusStop]>
}

final class StopSearchCoordinator {}

/// The app's container: what is registered for a type.
enum Container {
    nonisolated(unsafe) static var registered: [ObjectIdentifier: Any] = [:]
}

/// Resolves what the container registered for the type it is given.
@propertyWrapper struct Injected<T> {
    let type: T.Type

    init(_ type: T.Type) {
        self.type = type
    }

    var wrappedValue: T {
        Container.registered[ObjectIdentifier(type)] as! T
    }
}
