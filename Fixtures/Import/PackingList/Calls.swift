// How the screen makes and binds the view model: it hands its `Input`, reads the `Output` `transform` returns, and
// drops the view model's bindings by replacing its bag when it leaves.
import Foundation
import RxCocoa
import RxSwift

final class PackingListScreen {
    let disposeBag = DisposeBag()
    let viewModel = PackingListViewModel(store: PackingStore(items: [PackingItem(name: "Socks", isPacked: false)]))

    func bind(appear: Observable<Void>, taps: Observable<Int>) {
        let output = viewModel.transform(input: .init(viewWillAppear: appear, itemTapped: taps))
        output.packedText
            .drive(onNext: { text in print(text) })
            .disposed(by: disposeBag)
    }

    func leave() {
        viewModel.👜 = DisposeBag()
    }
}
