// The app's data loading, as the ReactiveSwift version of the app declares it.
import ReactiveSwift

protocol ExampleServicing {
    func loadItems() -> SignalProducer<Result<[String], ServiceError>, Never>
}
