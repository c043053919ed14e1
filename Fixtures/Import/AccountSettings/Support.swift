#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The RxCocoa name the app's screens kept when it moved to Combine.
typealias Driver<T> = AnyPublisher<T, Never>

final class SessionStore {}
