// How the app uses the view model: the home screen binds its Output, and the screen's preview makes an Output of
// fixed banners with the initializer the team's struct declares, the loading flag left to its default.
import RxSwift
import RxCocoa

func bindStoreHome(_ viewModel: StoreHomeViewModel, reload: Driver<Void>, bag: DisposeBag) {
    let output = viewModel.transform(input: StoreHomeViewModel.Input(reload: reload))
    output.banners.drive(onNext: { print($0.count) }).disposed(by: bag)
    output.isLoading.drive(onNext: { print($0) }).disposed(by: bag)
    output.refreshState.accept(.endHeaderRefresh)
}

func previewStoreHome() -> StoreHomeViewModel.Output {
    StoreHomeViewModel.Output(items: .just([Banner(title: "Preview", imageURL: "preview.png")]))
}
