import RxCocoa
import RxSwift

/// What the app's SwiftUI wrapper holds: a view model it names in its logs.
protocol ObservableViewModel: AnyObject {
    var screenName: String { get }
}

extension ObservableViewModel {
    var screenName: String { String(describing: type(of: self)) }
}

struct ArticleService {}
