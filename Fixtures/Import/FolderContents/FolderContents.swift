// An RxCocoa transform view model of a file browser, as a GitHub client writes it: selecting a folder opens another
// screen of the same kind, so one output carries a view model of this very type, which the view controller pushes.
import Foundation
import RxCocoa
import RxSwift

/// The files and folders of one folder of a repository.
final class FolderContentsViewModel: ViewModelType {
    struct Input {
        let headerRefresh: Observable<Void>
        let selection: Driver<FileItem>
    }

    struct Output {
        let navigationTitle: Driver<String>
        let items: Driver<[FileItem]>
        /// The folder the user chose, opened in a screen of its own.
        let openContents: Driver<FolderContentsViewModel>
        let openFile: Driver<URL?>
    }

    private let path: String
    private let service: FileService

    init(path: String, service: FileService) {
        self.path = path
        self.service = service
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
