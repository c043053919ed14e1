/// The names one view model's generated code declares at the top level of the module, for every style its spec asks
/// for, so that any set of styles of one spec compiles in one module (a screen moving from UIKit to SwiftUI keeps both
/// view models side by side).
///
/// - The first style listed (`all`'s styles come first) keeps the view model's name: `SettingsViewModel`.
/// - Every other style that declares a type names it after the style, before a trailing `ViewModel`
///   (`SettingsObservableViewModel`), or after the name when it does not end so (`SettingsObservable`).
/// - The function style's function keeps its name (`settingsViewModel`) whatever its place: it declares no type.
/// - The styles that run streams share one logic contract, `SettingsViewModelLogic`, declared once: in the style's
///   file when one style uses it, else in a file of its own (`SettingsViewModel.logic.swift`). The constructor style's
///   contract (values, not streams) is `SettingsViewModelConstructorLogic` beside them, `SettingsViewModelLogic` alone.
/// - Test support is named after its style's type: `SettingsObservableViewModelProbe`, `…Fake`.
public struct StyleNames: Hashable, Sendable {
    /// The view model's name, as the spec declares it.
    public let viewModel: String
    /// The styles generated, in order.
    public let styles: [Style]

    public init(viewModel: String, styles: [Style]) {
        self.viewModel = viewModel
        self.styles = styles
    }

    /// The type `style` declares (for the function style, the name its probe and fake are named after).
    public func typeName(_ style: Style) -> String {
        guard let first = styles.first, first != style else { return viewModel }
        return Self.inserting(Self.word(style), into: viewModel)
    }

    /// The enum that holds the logic contract `style` runs.
    public func logicName(_ style: Style) -> String {
        style == .constructor && styles.contains(where: { $0 != .constructor })
            ? viewModel + "ConstructorLogic" : viewModel + "Logic"
    }

    /// The enum that holds the stream contract every style but the constructor shares.
    public var streamLogicName: String { viewModel + "Logic" }

    /// Whether the stream contract goes in a file of its own, because more than one style runs it.
    public var hasLogicFile: Bool { styles.filter { $0 != .constructor }.count > 1 }

    /// The probe of `style`'s test support.
    public func probeName(_ style: Style) -> String { typeName(style) + "Probe" }

    /// The fake of `style`'s test support.
    public func fakeName(_ style: Style) -> String { typeName(style) + "Fake" }

    /// The types, functions and logic enums the view model's files declare at the top level (the triplet's protocols
    /// aside): each style's type (the function style's function), and the logic contracts.
    public var declared: [String] {
        var names: [String] = []
        names.reserveCapacity(styles.count + 2)
        for style in styles {
            names.append(style == .function ? Identifier.lowerCamel(viewModel) : typeName(style))
            let logic = logicName(style)
            if !names.contains(logic) { names.append(logic) }
        }
        if !names.contains(viewModel) { names.append(viewModel) }
        return names
    }

    /// The names test support declares for `styles` (those with test support): each one's probe and fake.
    public func testSupportNames(fakes: (Style) -> Bool) -> [String] {
        styles.filter(\.hasTestSupport).flatMap { [probeName($0)] + (fakes($0) ? [fakeName($0)] : []) }
    }

    /// Every name the view model's code declares at the top level, its test support's too when `testSupport`.
    public func all(testSupport: Bool) -> [String] {
        declared + (testSupport ? testSupportNames(fakes: \.hasFake) : [])
    }

    /// The file holding the shared stream contract, when it has one: `LoginViewModel.logic.swift`.
    public var logicFileName: String? { hasLogicFile ? viewModel + ".logic.swift" : nil }

    /// `Observable` for `.observable`: the word a style's type name takes.
    static func word(_ style: Style) -> String { words[style]! }

    /// Each style's word, worked out once (style names are ASCII).
    private static let words: [Style: String] = Dictionary(uniqueKeysWithValues: Style.allCases.map { style in
        (style, style.name.prefix(1).uppercased() + style.name.dropFirst())
    })

    /// `SettingsObservableViewModel` from `SettingsViewModel`; `SettingsObservable` from `Settings`.
    static func inserting(_ word: String, into name: String) -> String {
        let suffix = "ViewModel"
        // The suffix is ASCII: a name that ends with it and is longer has a character before it, and its bytes
        // before the suffix are those characters.
        guard name.hasSuffix(suffix), name.utf8.count > suffix.utf8.count else { return name + word }
        let head = name.utf8.index(name.utf8.endIndex, offsetBy: -suffix.utf8.count)
        return String(built: "\(name[..<head])\(word)\(suffix)")
    }
}
