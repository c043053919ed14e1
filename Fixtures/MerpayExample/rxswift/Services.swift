// The app's data loading, as the RxSwift version of the app declares it.
import RxSwift

protocol ExampleServicing {
    func loadItems() -> Observable<Result<[String], ServiceError>>
}
