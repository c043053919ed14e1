// The app's types the ConsentForm view model uses.
final class TermsStore {
    var isLoaded = true

    init() {}
}
