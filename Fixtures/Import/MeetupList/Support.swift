// The app's types the MeetupList view model uses.
struct Meetup {
    var title: String
    var page: Int
}

final class MeetupService {
    func meetups(page: Int) -> [Meetup] {
        page > 2 ? [] : [Meetup(title: "Board games", page: page)]
    }
}
