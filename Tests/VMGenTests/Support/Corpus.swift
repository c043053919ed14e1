import Foundation

/// Synthetic specs of realistic size, for tests that need many files.
enum Corpus {
    /// Writes `count` specs, one view model each, into `folder` and returns their paths.
    static func write(count: Int, into folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (0..<count).map { index in
            let url = folder.appendingPathComponent("Screen\(index).vmspec")
            try spec(index).write(to: url, atomically: false, encoding: .utf8)
            return url.path
        }
    }

    static func spec(_ index: Int) -> String {
        var text = "options:\n  styles: all\n\n/// Screen number \(index).\nviewmodel Screen\(index)ViewModel:\n"
        text += "  dependencies:\n    - service: ScreenServicing = ScreenService()\n  inputs:\n"
        for input in 0..<(2 + index % 10) {
            text += "    /// Input \(input).\n    - changed\(input)(_ value: [String: Int])\n"
        }
        text += "    - viewDidLoad\n  outputs:\n"
        for output in 0..<(2 + index % 15) {
            text += "    /// Output \(output).\n    - shown\(output): (title: String, count: Int?)\n"
        }
        return text
    }
}
