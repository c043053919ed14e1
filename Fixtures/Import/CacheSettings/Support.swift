// The app's types the CacheSettings view model uses.
final class CacheService {
    var megabytes: Int

    init(megabytes: Int) {
        self.megabytes = megabytes
    }

    func size(in unit: String) -> String {
        unit == "KB" ? "\(megabytes * 1024) KB" : "\(megabytes) MB"
    }

    func clear() {
        megabytes = 0
    }
}
