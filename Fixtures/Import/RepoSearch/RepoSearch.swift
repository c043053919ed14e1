// A ReactiveSwift triplet written by hand as GithubMobile writes its screens: the view applies the view model's
// actions (`CocoaAction(viewModel.inputs.search)`) and sets its properties, and reads its outputs as properties.
import ReactiveSwift

protocol RepoSearchViewModelTypeInputs {
  /// Applied with the text the user typed.
  var search: Action<String, String, Never> { get }
  var dismiss: Action<Void, Void, Never> { get }
  var isVisible: MutableProperty<Bool> { get }
  func retryTapped()
}

protocol RepoSearchViewModelTypeOutputs {
  /// The repositories found for the latest search.
  var sections: Property<[RepoSection]> { get }
  var isLoading: Property<Bool> { get }
  var showError: Signal<String, Never> { get }
}

protocol RepoSearchViewModelType {
  var inputs: RepoSearchViewModelTypeInputs { get }
  var outputs: RepoSearchViewModelTypeOutputs { get }
}

final class RepoSearchViewModel: RepoSearchViewModelType, RepoSearchViewModelTypeInputs, RepoSearchViewModelTypeOutputs {
  let search: Action<String, String, Never>
  let dismiss: Action<Void, Void, Never>
  let isVisible = MutableProperty<Bool>(false)
  let sections: Property<[RepoSection]>
  let isLoading: Property<Bool>
  let showError: Signal<String, Never>

  var inputs: RepoSearchViewModelTypeInputs { return self }
  var outputs: RepoSearchViewModelTypeOutputs { return self }

  private let load: Action<String, [RepoSection], Error>
  private let (retrySignal, retryObserver) = Signal<Void, Never>.pipe()

  init(searchUseCase: SearchRepositoriesUseCase = SearchRepositoriesUseCase()) {
    search = Action { SignalProducer(value: $0) }
    dismiss = Action { SignalProducer(value: ()) }
    load = Action { searchUseCase.search(query: $0) }
    sections = Property(initial: [], then: load.values)
    isLoading = load.isExecuting
    showError = load.errors.map { "\($0)" }
  }

  func retryTapped() {
    retryObserver.send(value: ())
  }
}
