// The app's data loading, as the Combine version of the app declares it.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

protocol ExampleServicing {
    func loadItems() -> AnyPublisher<Result<[String], ServiceError>, Never>
}
