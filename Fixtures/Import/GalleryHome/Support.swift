// The app's protocol every view model of its features conforms to, and the gallery's navigation, in modules of their
// own.
public protocol ViewModel: AnyObject {
    associatedtype Input
    associatedtype Output

    var input: Input { get }
    var output: Output { get }
}

public protocol GalleryHomeNavigation: AnyObject {
    func openAlbum(_ id: Int)
}
