// The app's types the StoreDashboard view model uses.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

struct StoreSummary: Equatable {
    let name: String
    let isOpen: Bool
}

struct MenuItem: Equatable {
    let name: String
    let price: Int
}

struct StoreError: Error {
    let message: String
}

protocol StoreService {
    func fetchStore() -> AnyPublisher<StoreSummary, StoreError>
    func fetchMenus(page: Int) -> AnyPublisher<[MenuItem], StoreError>
}
