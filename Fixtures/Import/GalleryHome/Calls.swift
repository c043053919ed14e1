// How the app makes the gallery's view model: its coordinator hands itself, a preview hands nothing; the screen sends
// into `input`, shows what `output` sends and opens an album through the navigation the view model holds.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class GalleryCoordinator: GalleryHomeNavigation {
    func openAlbum(_ id: Int) {
        print("album \(id)")
    }

    func start() -> GalleryHomeViewModel {
        GalleryHomeViewModel(navigation: self)
    }
}

func previewGalleryHome() -> GalleryHomeViewModel {
    GalleryHomeViewModel()
}

func bindGalleryHome(_ viewModel: GalleryHomeViewModel, cancellables: inout Set<AnyCancellable>) {
    viewModel.output.albums.sink { print($0) }.store(in: &cancellables)
    viewModel.input.viewDidAppear.send(())
    viewModel.navigation?.openAlbum(1)
}
