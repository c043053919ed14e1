import Foundation
import VMGenCore
import XCTest

/// The observable and published styles seen as SwiftUI sees them (`Tests/Behavior/observable`): a view reads the stored
/// values, `withObservationTracking` tells it which changed, and it renders again once after each input. So the view
/// sees the starting values, then the value each changed output holds when the input's work is done: fewer lines than
/// a stream shows (a value set twice within one input renders once; a value set to what it was does not render), and
/// events, which stay streams or closures, exactly the lines the other styles show.
extension BehaviorTests {
    /// What the SwiftUI screen shows, per example; the same with every framework but for what the framework changes
    /// (ReactiveSwift's hot Signals lose nothing here: the view model subscribes before anything is sent).
    static let observableTranscripts: [String: [String]] = [
        // The button's state at first, then only when it changes: typing a username alone changes nothing.
        "GrailedLogin": [
            "loginButtonEnabled: false", "loginButtonEnabled: true", "successMessage: Welcome back, ann!",
            "loginButtonEnabled: false",
        ],
        "SayHello": ["greeting: ", "greeting: Hello Ann", "greeting: Hello Bo"],
        // Nothing until the cell is configured (the outputs have no starting value: nil), then each value once.
        "SimpleCell": [
            "title: nil", "description: nil", "thumbnail: nil", "load: https://example.com/tent.png", "title: Tent",
            "description: Sleeps two", "thumbnail: an image",
        ],
        // Every output is an event: the streams' lines.
        "MerpayExample": BehaviorTests.expected[.combine]!["MerpayExample"]!,
        // The login service answers at once, so the spinner goes on and off within one input: SwiftUI renders
        // `isLoading: false` again (it was told of the change) and never shows the spinner, where a stream shows
        // both values. With a service that answers later, the view renders `true`, then `false` when it answers.
        "KickstarterLogin": [
            "validInput: false", "isLoading: false", "validInput: true",
            "loginFailure: ErrorMessage(text: \"wrong password\")", "isLoading: false", "loginSuccess: ()",
            "isLoading: false",
        ],
    ]

    /// What the SwiftUI screen shows of the published style: a render after `objectWillChange` shows what differs
    /// from the last one, so a value that changes and comes back within one input shows nothing.
    static let publishedTranscripts: [String: [String]] = {
        var transcripts = observableTranscripts
        // The spinner goes on and off within each submit: no render shows anything new for it.
        transcripts["KickstarterLogin"] = [
            "validInput: false", "isLoading: false", "validInput: true",
            "loginFailure: ErrorMessage(text: \"wrong password\")", "loginSuccess: ()",
        ]
        return transcripts
    }()

    func checkObservable(_ program: Program, _ transcript: [String]) {
        let expected = (program.style == .published ? Self.publishedTranscripts : Self.observableTranscripts)[program.fixture.name] ?? []
        // Which of two outputs hears of one input first is up to the framework, as in the other styles.
        XCTAssertEqual(
            Self.byOutput(transcript), Self.byOutput(expected),
            "\(program.label) showed the SwiftUI view something else:\n\(transcript.joined(separator: "\n"))")
        // The same logic ends in the same place: each output's last value is the one the streams show last.
        let streams = Self.byOutput(Self.expectedTranscripts[program.framework]?[program.fixture.name] ?? [])
        for (output, lines) in Self.byOutput(transcript) {
            XCTAssertEqual(lines.last, streams[output]?.last, "\(program.label): '\(output)' ends elsewhere than in the other styles")
        }
    }
}
