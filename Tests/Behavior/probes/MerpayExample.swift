// The logic tests a team writes for MerpayExample with the generated probe, the same in every style and framework.
@MainActor func probeTests() {
    let probe = ExampleViewModelProbe(service: ScriptedService())
    probe.inputs.viewDidLoad()
    expect(probe.showHUD.count, 1, "loading shows the HUD")
    expect(probe.dismissHUD.count, 1, "and dismisses it")
    expect(probe.reloadData.count, 1, "the items are reloaded")
    expect(probe.finishedLoading.count, 1, "loading finishes")
    expect(probe.openDetail.count, 0, "no detail yet")
    probe.inputs.tappedButton()
    expect(probe.openDetail.count, 1, "a tap opens the detail")
    probe.inputs.viewDidLoad()
    expect(probe.didReceiveServiceError.values, [ServiceError(message: "offline")], "a failed load reports its error")
    expect(probe.reloadData.count, 1, "a failed load reloads nothing")
    expect(probe.finishedLoading.count, 2, "and still finishes")
    expect(probe.dismissHUD.count, 2, "and dismisses the HUD")
}
