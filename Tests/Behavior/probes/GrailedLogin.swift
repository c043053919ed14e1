// The logic tests a team writes for GrailedLogin with the generated probe, the same in every style and framework.
@MainActor func probeTests() {
    let probe = LoginViewModelProbe()
    probe.inputs.usernameChanged("ann")
    probe.inputs.passwordChanged("")
    // In every style the probe records the starting value first (the observable style's from the stored property).
    expect(probe.loginButtonEnabled.last, false, "an empty password disables login")
    probe.inputs.passwordChanged("secret")
    expect(probe.loginButtonEnabled.last, true, "a username and a password enable login")
    expect(probe.successMessage.count, 0, "nothing to say before the tap")
    probe.inputs.loginTapped()
    expect(probe.successMessage.values, ["Welcome back, ann!"], "the tap greets the user")
    probe.inputs.usernameChanged("")
    expect(probe.loginButtonEnabled.last, false, "an empty username disables login")
}
