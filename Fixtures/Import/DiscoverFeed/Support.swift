import Foundation
import RxCocoa
import RxSwift

protocol ViewModelType {}
struct DiscoverSection {}
struct Movie {}
protocol DiscoverServiceType {}
