// How the app's shelf screen uses the view model: it hides its spinner once the load it awaits returns, and shows
// what removing a book throws.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func showShelf(_ viewModel: ShelfBrowserViewModelType, hideSpinner: @escaping () -> Void, show: @escaping (String) -> Void)
    -> AnyCancellable
{
    viewModel.inputs.queryChanged("dune")
    Task {
        await viewModel.inputs.load()
        hideSpinner()
        do {
            try await viewModel.inputs.removeBook(at: 0)
        } catch {
            show("\(error)")
        }
    }
    return viewModel.outputs.titles.sink { print($0) }
}
