// The app's types the FolderContents view model uses.
import Foundation

/// The protocol the app's view models conform to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

struct FileItem: Equatable {
    var name: String
    var isFolder: Bool
}

struct FileService {
    var root: URL?
}
