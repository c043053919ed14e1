// An RxSwift transform view model of a photo picker that keeps what the user picked, each photo with the cell it was
// picked in, in an array of tuples it starts empty (`var picked = [(Photo, IndexPath)]()`), which the screen reads to
// number the picked cells: a property the spec writes with the type its initializer names
// (`var picked: [(Photo, IndexPath)] = .init()`).
import Foundation
import RxSwift

final class PhotoSelectionViewModel {
    var picked = [(Photo, IndexPath)]()

    private let library: PhotoLibrary

    init(library: PhotoLibrary) {
        self.library = library
    }

    struct Input {
        let itemSelected: Observable<IndexPath>
        let doneTapped: Observable<Void>
    }

    struct Output {
        let photos: Observable<[Photo]>
        let pickedCount: Observable<Int>
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
