import ReactiveSwift

struct RepoSection {}
struct SearchRepositoriesUseCase {
  init() {}
  func search(query: String) -> SignalProducer<[RepoSection], Error> { .empty }
}
