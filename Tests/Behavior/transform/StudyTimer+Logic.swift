// The hand-written logic of the StudyTimer fixture (Fixtures/Import/StudyTimer): the sessions loaded when the screen
// appears, and a timer that starts only when stopped and stops only when running, as the hand-written class's
// `isRunning` flag kept it.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A tap the timer accepted: what the hand-written class's `start(minutes:)` and `stop()` did past their guards.
enum StudyTimerChange {
    case started(minutes: Int)
    case stopped
}

extension StudyTimerViewModelLogic {
    static func transform(_ input: Input, sessionUseCase: StudySessionUseCase) -> Output {
        let loaded = input.viewDidLoad
            .flatMap {
                sessionUseCase.sessions().map { Result<[StudySession], StudyError>.success($0) }.catch { Just(.failure($0)) }
            }
            .share()
        let taps = [
            input.startTapped.map { Optional($0) }.eraseToAnyPublisher(),
            input.stopTapped.map { Int?.none }.eraseToAnyPublisher(),
        ].publisher.flatMap { $0 }
        let changes = taps
            .scan((isRunning: false, change: StudyTimerChange?.none)) { state, minutes in
                switch (state.isRunning, minutes) {
                case let (false, minutes?): return (true, .started(minutes: minutes))
                case (true, nil): return (false, .stopped)
                default: return (state.isRunning, nil)
                }
            }
            .compactMap(\.change)
            .share()
        return Output(
            showSessions: loaded.compactMap { try? $0.get() }.eraseToAnyPublisher(),
            started: changes.compactMap { change -> Int? in
                if case let .started(minutes) = change { return sessionUseCase.now() + minutes * 60 }
                return nil
            }.eraseToAnyPublisher(),
            stopped: changes.compactMap { change -> Void? in
                if case .stopped = change { return () }
                return nil
            }.eraseToAnyPublisher(),
            failed: loaded.compactMap { result -> String? in
                if case let .failure(error) = result { return error.message }
                return nil
            }.eraseToAnyPublisher()
        )
    }
}
