// How the app makes the view model: the album cell passes the stores it was handed as the protocols' existentials,
// the trail screen the app's concrete stores; both bind the outputs.
import Foundation
import RxCocoa
import RxSwift

final class DiskPhotoRepository: PhotoRepository {
    func photos(ofTrail id: UUID) -> Observable<[Data]> { .just([]) }
    func delete(at index: Int, ofTrail id: UUID) -> Observable<Void> { .just(()) }
}

final class LocalTrailRepository: TrailRepository {
    func name(ofTrail id: UUID) -> Observable<String> { .just("") }
}

final class TrailAlbumCell {
    let disposeBag = DisposeBag()
    var photoCount = 0

    func configure(photos: any PhotoRepository, trails: any TrailRepository, loaded: Observable<Void>) {
        let viewModel = TrailAlbumViewModel(photoRepository: photos, trailRepository: trails)
        let output = viewModel.transform(input: .init(viewDidLoad: loaded, photoDeleted: .never()))
        output.photos
            .drive(onNext: { [weak self] photos in self?.photoCount = photos.count })
            .disposed(by: disposeBag)
    }
}

func makeTrailAlbum() -> TrailAlbumViewModel {
    TrailAlbumViewModel(photoRepository: DiskPhotoRepository(), trailRepository: LocalTrailRepository())
}
