// The app's types the SongChart view model uses.
public struct Song: Equatable {
    public var title: String
    public var isNew: Bool

    public init(title: String, isNew: Bool) {
        self.title = title
        self.isNew = isNew
    }
}

public struct ChartService {
    public var songs: [Song]

    public init(songs: [Song] = []) {
        self.songs = songs
    }
}
