// How the app's picker screen uses the view model: it numbers a picked cell by where it stands among the picked.
import Foundation
import RxSwift

func pickedNumber(_ viewModel: PhotoSelectionViewModel, at indexPath: IndexPath) -> Int? {
    for (index, pick) in viewModel.picked.enumerated() where pick.1 == indexPath {
        return index + 1
    }
    viewModel.picked.removeAll()
    return nil
}

func bindPhotoSelection(_ viewModel: PhotoSelectionViewModel, selected: Observable<IndexPath>,
                        done: Observable<Void>) -> Observable<Int> {
    viewModel.transform(input: .init(itemSelected: selected, doneTapped: done)).pickedCount
}
