import RxSwift

struct Order {}
protocol OrderRepository {}
