// The hand-written logic of the ProfileSecurity fixture (Fixtures/Import/ProfileSecurity), over the streams every
// style's logic has: a stream per input, the ones the view calls as methods (`@call revoke`) like the cases it sends,
// and one per output. The bodies of the hand-written `revoke()` and `sendVerificationCode(phoneNumber:)` moved here, and
// so did the observer of `agreesToMarketing` (`@call var`), which reads each value the view sets.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension ProfileSecurityViewModelLogic {
    static func transform(
        _ input: Input, fetchProfileUseCase: FetchProfileUseCase, revokeUseCase: RevokeUseCase,
        sendVerificationCodeUseCase: SendVerificationCodeUseCase
    ) -> Output {
        let profiles = input.viewDidLoad
            .flatMap { fetchProfileUseCase.execute().map { Optional($0) }.catch { _ in Just(nil) } }
            .compactMap { $0 }
        let revoked = input.revoke
            .flatMap { revokeUseCase.execute().map { Result<Void, ProfileError>.success($0) }.catch { Just(.failure($0)) } }
            .share()
        let sent = input.sendVerificationCode
            .flatMap { phone in
                sendVerificationCodeUseCase.execute(phoneNumber: phone).map { Result<Int, ProfileError>.success($0) }
                    .catch { Just(.failure($0)) }
            }
            .share()
        let failures = [
            revoked.compactMap { result -> String? in
                if case let .failure(error) = result { return error.message }
                return nil
            }.eraseToAnyPublisher(),
            sent.compactMap { result -> String? in
                if case let .failure(error) = result { return error.message }
                return nil
            }.eraseToAnyPublisher(),
            input.agreesToMarketing.map { $0 ? "Subscribed" : "Unsubscribed" }.eraseToAnyPublisher(),
        ]
        return Output(
            showProfile: profiles.eraseToAnyPublisher(),
            nicknameAvailable: input.checkNickname.map { $0.count >= 2 }.eraseToAnyPublisher(),
            codeSent: sent.compactMap { try? $0.get() }.eraseToAnyPublisher(),
            revoked: revoked.compactMap { result -> Void? in
                if case .success = result { return () }
                return nil
            }.eraseToAnyPublisher(),
            showToast: failures.publisher.flatMap { $0 }.eraseToAnyPublisher()
        )
    }
}
