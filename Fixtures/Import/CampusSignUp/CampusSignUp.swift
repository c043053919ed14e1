// A Combine view model of the transform style as a campus app's sign-up writes it: its initializer works out, from
// the use case it is given, the campus the user signs up in and how many tries are left, which the screen reads
// (`viewModel.campus.name`) and observes (`viewModel.$remainingTries`); a helper the screen calls builds the full ID
// from the campus.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class CampusSignUpViewModel: ViewModelType {
    struct Input {
        let idTyped: AnyPublisher<String, Never>
        let nextTapped: AnyPublisher<Void, Never>
    }

    struct Output {
        let isValid: AnyPublisher<Bool, Never>
    }

    /// The campus the user signs up in, as the use case keeps it.
    let campus: Campus
    @Published private(set) var remainingTries: Int
    var typedID: String = ""

    private let signUpUseCase: SignUpUseCase

    init(signUpUseCase: SignUpUseCase) {
        self.signUpUseCase = signUpUseCase
        self.campus = signUpUseCase.userCampus()
        self.remainingTries = signUpUseCase.triesLeft(
            for: .signUp
        )
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }

    /// The ID the screen shows, the campus's code before what the user typed.
    func fullID(_ typed: String) -> String {
        campus.code + typed
    }
}
