// The logic of SettingsViewModel and AboutViewModel: hand-written; vmgen never writes this file.

extension SettingsViewModelLogic {
    static func handle(_ output: Output) -> Input {
        Input(toggle: { output.notificationsOn($0) })
    }
}

extension AboutViewModelLogic {
    static func handle(_ output: Output) -> Input {
        Input(viewDidLoad: { output.version("1.0") })
    }
}
