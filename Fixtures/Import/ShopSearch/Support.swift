// The app's type the ShopSearch view model lists: a print shop.
import Foundation

public struct Shop: Equatable {
    public var name: String
}
