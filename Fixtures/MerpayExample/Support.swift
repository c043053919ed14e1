// The app's own types that MerpayExample.vmspec names.
import RxSwift

struct ServiceError: Error, Equatable {
    let message: String
}

protocol ExampleServicing {
    func loadItems() -> Observable<Result<[String], ServiceError>>
}
