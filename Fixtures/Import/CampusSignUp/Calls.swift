// How the app's sign-up screen uses the view model: it makes it with the use case, shows the campus's name, observes
// the tries left, keeps what the user typed and builds the full ID through the view model's helper.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class CampusSignUpScreen {
    let viewModel: CampusSignUpViewModel
    var cancellables = Set<AnyCancellable>()

    init(useCase: SignUpUseCase) {
        viewModel = CampusSignUpViewModel(signUpUseCase: useCase)
    }

    func bind(typed: AnyPublisher<String, Never>, next: AnyPublisher<Void, Never>) {
        let output = viewModel.transform(input: .init(idTyped: typed, nextTapped: next))
        output.isValid.sink { print($0) }.store(in: &cancellables)
        viewModel.$remainingTries.sink { print("\($0) tries left") }.store(in: &cancellables)
        print(viewModel.campus.name)
    }

    func typed(_ id: String) {
        viewModel.typedID = id
        print(viewModel.fullID(id), viewModel.remainingTries)
    }
}
