// A Combine view model of the subject-bridged style as a photo app's modular features write it: public, made by the
// feature's coordinator with itself as the navigation it holds weakly, and by previews and tests with none, so the
// initializer's parameter defaults to nil (the navigation's protocol is the feature's interface module's). Its `Input`
// holds the subject the screen sends into, its `Output` the subject the view model sends the albums into.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

public final class GalleryHomeViewModel: ViewModel {
    public struct Input {
        public let viewDidAppear = PassthroughSubject<Void, Never>()
    }

    public struct Output {
        public let albums = CurrentValueSubject<[String], Never>([])
    }

    public let input = Input()
    public let output = Output()

    /// The coordinator that shows an album; nil in previews.
    public weak var navigation: GalleryHomeNavigation?

    public init(navigation: GalleryHomeNavigation? = nil) {
        self.navigation = navigation
    }
}
