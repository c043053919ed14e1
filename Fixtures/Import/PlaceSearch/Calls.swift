// How the app's search screen uses the view model: it makes the relays with what the screen starts with, hands them
// in, and reads the tags back from the Output.
import RxCocoa
import RxSwift

func bindPlaceSearch(_ viewModel: PlaceSearchViewModel, search: Observable<Void>) -> Driver<[String]> {
    let query = BehaviorRelay<String>(value: "")
    let tags = BehaviorRelay<Set<String>>(value: ["cafe"])
    let radius = BehaviorRelay<Int32>(value: 500)
    let filters = BehaviorRelay<Dictionary<String, Bool>>(value: ["open now": true])
    let input = PlaceSearchViewModel.Input(
        query: query, selectedTags: tags, radius: radius, filters: filters, search: search)
    let output = viewModel.transform(input: input)
    query.accept("park")
    let picked: Set<String> = output.selectedTags.value
    output.selectedTags.accept(picked.union(["bar"]))
    return output.places
}
