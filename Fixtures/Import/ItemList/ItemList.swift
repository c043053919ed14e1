// Merpay's style: a protocol triplet without a reactive framework, outputs as closures the view sets.
import Foundation

protocol ItemListViewModelInputs {
    func viewDidLoad()
    func tappedItem(at index: Int)
    func pulledToRefresh()
}

protocol ItemListViewModelOutputs: AnyObject {
    var showHUD: (() -> Void)? { get set }
    var dismissHUD: (() -> Void)? { get set }
    /// Reload the list with these items.
    var reloadData: (([Item]) -> Void)? { get set }
    var openDetail: ((Item) -> Void)? { get set }
    var didReceiveServiceError: ((ServiceError) -> Void)? { get set }
}

protocol ItemListViewModelType {
    var inputs: ItemListViewModelInputs { get }
    var outputs: ItemListViewModelOutputs { get }
}

final class ItemListViewModel: ItemListViewModelType, ItemListViewModelInputs, ItemListViewModelOutputs {
    var inputs: ItemListViewModelInputs { self }
    var outputs: ItemListViewModelOutputs { self }

    var showHUD: (() -> Void)?
    var dismissHUD: (() -> Void)?
    var reloadData: (([Item]) -> Void)?
    var openDetail: ((Item) -> Void)?
    var didReceiveServiceError: ((ServiceError) -> Void)?

    private let service: ItemServicing

    init(service: ItemServicing = ItemService()) {
        self.service = service
    }

    func viewDidLoad() {}
    func tappedItem(at index: Int) {}
    func pulledToRefresh() {}
}
