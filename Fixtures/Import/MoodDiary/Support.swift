// The app's protocol every view model of it conforms to, of two associated types its screens name the events by,
// and the types the MoodDiary view model uses.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

protocol EventViewModel {
    associatedtype Input
    associatedtype Output

    func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
}

struct Mood: Equatable {
    var day: Int
    var emoji: String
}

final class MoodStore {
    private(set) var moods: [Mood] = []

    func save(_ mood: Mood) {
        moods.removeAll { $0.day == mood.day }
        moods.append(mood)
    }
}
