// The app's types the GiftCardList view model uses: a gift card and the service that loads the owner's cards.
import Foundation
import RxSwift

struct GiftCard: Equatable {
    var id: Int
    var brand: String
    var expiresIn: Int
}

protocol GiftCardService {
    func fetchCards() -> Observable<[GiftCard]>
}
