// An RxSwift view model of the transform style as a hiking app writes it: beside `Input`, `Output` and `transform`,
// the class keeps what its coordinator uses. The coordinator sets itself as `coordinator` and subscribes to
// `navigation`, a relay the screen's taps accept into through `openHike(_:)`; the screen reads the title, a computed
// property of the region the class was made with.
import Foundation
import RxCocoa
import RxSwift

final class HikeListViewModel: ViewModelType {
    struct Input {
        let refresh: Observable<Void>
    }

    struct Output {
        let hikes: Driver<[Hike]>
    }

    var coordinator: HikeCoordinating?
    let navigation = PublishRelay<HikeRoute>()
    var selectedIndex: Int?
    let region: String

    /// The screen's title.
    var title: String {
        "Hikes near \(region)"
    }

    private let hikeService: HikeService

    init(region: String, hikeService: HikeService) {
        self.region = region
        self.hikeService = hikeService
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }

    /// The screen's tap on a hike.
    func openHike(_ id: Int) {
        navigation.accept(.detail(id))
    }
}
