// An RxSwift transform view model of a hiking app's album of a trail, as an app written for Swift 5.7 writes it: its
// initializer takes each repository as `some` protocol, which any store conforming to it satisfies without a generic
// parameter, and stores it as the protocol's existential (`any PhotoRepository`), the type the class holds it as.
import Foundation
import RxCocoa
import RxSwift

final class TrailAlbumViewModel: ViewModelType {
    struct Input {
        let viewDidLoad: Observable<Void>
        let photoDeleted: Observable<Int>
    }

    struct Output {
        let photos: Driver<[Data]>
        let trailName: Driver<String>
    }

    let disposeBag = DisposeBag()
    private let photoRepository: any PhotoRepository
    private let trailRepository: any TrailRepository

    init(
        photoRepository: some PhotoRepository,
        trailRepository: some TrailRepository
    ) {
        self.photoRepository = photoRepository
        self.trailRepository = trailRepository
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
