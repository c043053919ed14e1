// The app's types the VoucherWallet view model uses, and its dependency container: a property wrapper that resolves
// what it wraps when it is made.
import RxSwift

struct Coupon {
    var code: String
}

protocol FetchCouponsUseCase {
    func execute() -> Observable<[Coupon]>
}

protocol Analytics {
    func track(_ event: String)
}

enum Container {
    static var services: [ObjectIdentifier: Any] = [:]

    static func resolve<Service>() -> Service {
        guard let service = services[ObjectIdentifier(Service.self)] as? Service else {
            fatalError("\(Service.self) is not registered")
        }
        return service
    }
}

@propertyWrapper
struct Injected<Service> {
    var wrappedValue: Service

    init() {
        wrappedValue = Container.resolve()
    }
}
