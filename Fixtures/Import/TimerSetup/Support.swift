// The app's types the TimerSetup view model uses.
import RxSwift

struct TimerSession {
    let minutes: Int
}

final class TimerStore {
    private(set) var sessions: [TimerSession] = []

    func begin(minutes: Int) -> TimerSession {
        let session = TimerSession(minutes: minutes)
        sessions.append(session)
        return session
    }
}
