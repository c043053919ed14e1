// The app's error message, which every framework's version of KickstarterLogin shares.
struct ErrorMessage: Error, Equatable {
    let text: String
}
