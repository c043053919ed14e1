// What the team keeps of its hand-written view model when the generated one replaces it: the readers the import says
// stay the class's own, moved as written into an extension of the generated class in a file of the team's own. They
// read the relays of the generated class's `output`, which the logic hands it.
import Foundation

extension RecipeFinderViewModel {
    /// The keyword searched last, for the screen's title.
    var currentKeyword: String {
        output.keyword.value
    }

    /// The number of rows of the table.
    var recipeCount: Int { output.recipes.value.count }

    /// The recipe of a row, for the table's data source and the detail screen.
    func recipe(at row: Int) -> Recipe {
        output.recipes.value[row]
    }
}
