// The app's types the FilmSearch view model uses, and the protocol its view models conform to.
import Foundation

/// Every screen's view model: its inputs in, its outputs out.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    func transform(input: Input) -> Output
}

struct Film: Equatable {
    var title: String
    var rank: Int
}

/// The films the app knows of, by title.
final class FilmCatalog {
    let all: [Film]

    init(all: [Film]) {
        self.all = all
    }

    func films(matching keyword: String) -> [Film] {
        all.filter { $0.title.localizedCaseInsensitiveContains(keyword) }
    }
}
