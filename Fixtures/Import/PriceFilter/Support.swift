import RxCocoa
import RxSwift

enum SortOrder { case price, rating }
struct CatalogService {}
