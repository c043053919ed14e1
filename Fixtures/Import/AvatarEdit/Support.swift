// The app's types the avatar screen uses: the avatar and the service that uploads a photo as the user's new one.
import Foundation

struct Avatar: Equatable {
    let url: URL
}

protocol AvatarService {
    func upload(_ photo: Data, completion: @escaping (Avatar) -> Void)
}
