// An RxSwift transform view model of the second step of a swap app's listing form, as such apps write it: the view
// hands the first step's answers as a plain value in `Input`, beside the streams of what the user does on this step,
// and the screen's height for the photo grid.
import Foundation
import RxSwift

/// The second step of a new listing: its title and photos.
final class ListingDraftViewModel: ViewModelType {
    struct Input {
        /// What the first step gathered.
        let firstStep: ListingFirstStepDTO
        let titleTyped: Observable<String>
        let photoPicked: Observable<Int>
        let gridHeight: Double
        let nextTapped: Observable<Void>
    }

    struct Output {
        let isNextEnabled: Observable<Bool>
        let photoCount: Observable<Int>
    }

    private let listingService: ListingService

    init(listingService: ListingService) {
        self.listingService = listingService
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
