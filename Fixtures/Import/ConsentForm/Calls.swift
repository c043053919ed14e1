// How the app's consent screen uses the view model: it binds the output in the closure `transform` calls.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class ConsentFormScreen {
    var isAllAgreed = false
    var cancellables = Set<AnyCancellable>()

    func bind(_ viewModel: ConsentFormViewModel, agreeAll: AnyPublisher<Void, Never>, next: AnyPublisher<Void, Never>) {
        let input = ConsentFormViewModel.Input(agreeAllTap: agreeAll, nextTap: next)
        _ = viewModel.transform(input, action: { [weak self] output in
            guard let self else { return }
            output.isAllAgreed.sink { self.isAllAgreed = $0 }.store(in: &self.cancellables)
        })
    }
}
