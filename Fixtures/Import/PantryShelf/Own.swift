// The binding protocol, moved as written from the view model's file to a file of the team's own.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

protocol PantryShelfViewModelable: ViewModelable
where Input == PantryShelfInput,
  State == PantryShelfState,
  Output == AnyPublisher<State, Never> { }
