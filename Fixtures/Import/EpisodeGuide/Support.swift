// The app's types the EpisodeGuide view model uses, and the protocol each of its screens' view models adopts.
import RxSwift

public struct Episode: Equatable {
    public var title: String
    public var isWatched: Bool

    public init(title: String, isWatched: Bool) {
        self.title = title
        self.isWatched = isWatched
    }
}

public protocol EpisodeService {
    func episodes(season: Int) -> Observable<[Episode]>
    func markWatched(_ episode: Episode) -> Observable<Episode>
}

/// What every screen's view model offers its view: the streams it sends into and those it binds.
protocol Bindable {
    associatedtype Input
    associatedtype Output

    var input: Input { get }
    var output: Output { mutating get }

    func transform(input: Input) -> Output
}
