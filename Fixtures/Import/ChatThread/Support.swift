#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

struct Chat {}
struct ChatMessage {}
struct ChatClient {}

final class ConnectivityMonitor {
    static let shared = ConnectivityMonitor()
    var isOnline: AnyPublisher<Bool, Never> { Just(true).eraseToAnyPublisher() }
}
