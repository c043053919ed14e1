import Foundation
import RxSwift

struct News {
    let title: String
}

struct NewsService {
    func mostRecent() -> [News] { [] }
}

final class NewsRouter {}
