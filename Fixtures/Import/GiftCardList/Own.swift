// What the team keeps of its hand-written view model when the generated one replaces it: the readers the import says
// stay the class's own, moved as written into an extension of the generated class in a file of the team's own. They
// read the relay the generated class keeps set to the logic's stream of cards.
import Foundation

extension GiftCardListViewModel {
    /// The number of rows of the table.
    var giftCardCount: Int { giftCardsRelay.value.count }

    /// The card of a row, for the table's data source and the detail screen.
    func giftCard(at index: Int) -> GiftCard {
        giftCardsRelay.value[index]
    }

    /// Whether a card expires within the week, for the row's badge.
    func isExpiringSoon(at index: Int) -> Bool {
        giftCardsRelay.value[index].expiresIn <= 7
    }
}
