// How the app's category screens use the view model: they make the relays with the color and the visibility they
// show, hand them in, and change them when the user picks in a sheet.
import RxRelay
import RxSwift

final class CategoryEditorScreen {
    var shownColor = Color(id: 1, hexCode: "#FF6B6B")
    lazy var colorRelay = BehaviorRelay<Color>(value: shownColor)
    let visibilityRelay = BehaviorRelay<Visibility>(value: .everyone)

    func bind(_ viewModel: CategoryEditorViewModel, name: Observable<String>, save: Observable<Void>) -> Observable<Bool> {
        let output = viewModel.transform(input: CategoryEditorViewModel.Input(
            nameChanged: name, saveTapped: save, selectedColor: colorRelay, selectedVisibility: visibilityRelay))
        colorRelay.accept(Color(id: 2, hexCode: "#4D96FF"))
        visibilityRelay.accept(.sharedWith(["mina"]))
        return output.canSave
    }
}
