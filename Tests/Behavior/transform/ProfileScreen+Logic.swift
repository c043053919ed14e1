// The hand-written logic of the ProfileScreen fixture (Fixtures/Import/ProfileScreen): the name starts as the
// store's and follows the edits; saving stores the edited name, or shows why not.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension ProfileScreenViewModelLogic {
    static func transform(_ input: Input, users: UserStore) -> Output {
        final class Edited { var name = "" }
        let edited = Edited()
        let name = [input.appear.map { users.name }.eraseToAnyPublisher(), input.editName].publisher.flatMap { $0 }
            .handleEvents(receiveOutput: { edited.name = $0 })
            .eraseToAnyPublisher()
        let results = input.save.map { users.save(edited.name) }.share()
        return Output(
            isLoading: Just(false).eraseToAnyPublisher(),
            name: name,
            errorMessage: results.map { $0 ? nil : "A name has at least two letters" }.eraseToAnyPublisher(),
            saved: results.filter { $0 }.map { _ in () }.eraseToAnyPublisher()
        )
    }
}
