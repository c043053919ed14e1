// The app's types the RecipeFinder view model uses: a recipe and the service that searches them.
import Foundation
import RxSwift

struct Recipe: Equatable {
    var id: Int
    var title: String
    var minutes: Int
}

protocol RecipeService {
    func recipes(matching keyword: String) -> Observable<[Recipe]>
}
