import RxSwift

public struct CartService {
    public init() {}
}
