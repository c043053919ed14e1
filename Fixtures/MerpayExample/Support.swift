// The app's error type, which every framework's version of MerpayExample shares.
struct ServiceError: Error, Equatable {
    let message: String
}
