// The app's types the ListingDraft view model uses.
import Foundation
import RxSwift

/// The protocol the app's view models conform to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// The first step's answers, as the app's API takes them.
struct ListingFirstStepDTO: Equatable {
    var category: String
    var wantsSwap: Bool
}

/// What the listing screens ask of the app's server.
protocol ListingService {
    func save(title: String, firstStep: ListingFirstStepDTO) -> Observable<Void>
}
