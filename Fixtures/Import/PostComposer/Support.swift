// The app's types the PostComposer view model uses: the uploader that posts and says whether the network is up.
import Foundation

protocol PostUploader {
    var isOnline: Bool { get }
    func upload(title: String, photos: [String], tags: Set<String>)
}
