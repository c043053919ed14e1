// A Combine transform view model of a sign-up consent screen, as apps with a shared base protocol write it: besides
// its input, `transform` takes a closure it calls with the output, where the screen binds it, before returning it.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The terms a new member agrees to before signing up.
final class ConsentFormViewModel {
    struct Input {
        let agreeAllTap: AnyPublisher<Void, Never>
        let nextTap: AnyPublisher<Void, Never>
    }

    struct Output {
        /// Whether every term is agreed to.
        let isAllAgreed: AnyPublisher<Bool, Never>
        let canContinue: AnyPublisher<Bool, Never>
    }

    private let terms: TermsStore

    init(terms: TermsStore) {
        self.terms = terms
    }

    func transform(_ input: Input, action: @escaping (Output) -> Void) -> Output {
        let agreed = input.agreeAllTap.map { true }.prepend(false).eraseToAnyPublisher()
        let output = Output(isAllAgreed: agreed, canContinue: agreed.map { $0 && self.terms.isLoaded }.eraseToAnyPublisher())
        action(output)
        return output
    }
}
