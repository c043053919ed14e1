// The hand-written logic of the PhoneVerification fixture (Fixtures/Import/PhoneVerification), over the streams
// every style's logic has: a stream per input, one per output. The service's canned answers stand for the network.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension PhoneVerificationViewModelLogic {
    static func transform(_ input: Input, service: VerificationService) -> Output {
        let sent = input.sendCode
            .flatMap { phone in
                service.sendCode(to: phone).map { Result<(SentCode, String), VerificationError>.success(($0, phone)) }
                    .catch { Just(.failure($0)) }
            }
            .share()
        let checked = input.verify
            .flatMap { phone, code in
                service.verify(phone: phone, code: code).map { Result<Bool, VerificationError>.success($0) }
                    .catch { Just(.failure($0)) }
            }
            .share()
        let sendFailures = sent.compactMap { result -> (String, ToastTone)? in
            if case let .failure(error) = result { return (error.message, .danger) }
            return nil
        }
        let wrongCodes = checked.compactMap { result -> (String, ToastTone)? in
            switch result {
            case let .failure(error): return (error.message, .danger)
            case .success(false): return ("Wrong code", .info)
            case .success(true): return nil
            }
        }
        return Output(
            showToast: [sendFailures.eraseToAnyPublisher(), wrongCodes.eraseToAnyPublisher()].publisher.flatMap { $0 }
                .eraseToAnyPublisher(),
            codeSent: sent.compactMap { result -> (response: SentCode, phone: String)? in
                if case let .success((code, phone)) = result { return (response: code, phone: phone) }
                return nil
            }.eraseToAnyPublisher(),
            verified: checked.compactMap { result -> Void? in
                if case .success(true) = result { return () }
                return nil
            }.eraseToAnyPublisher(),
            enableNext: [input.viewDidLoad.map { false }.eraseToAnyPublisher(), input.changeTerms]
                .publisher.flatMap { $0 }.eraseToAnyPublisher()
        )
    }
}
