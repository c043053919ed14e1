// The logic tests a team writes for SayHello with the generated probe, the same in every style and framework.
@MainActor func probeTests() {
    let probe = SayHelloViewModelProbe()
    probe.inputs.name("Ann")
    expect(probe.greeting.values, [], "typing alone greets no one")
    probe.inputs.validate()
    expect(probe.greeting.values, ["Hello Ann"], "validating greets the name typed")
    probe.inputs.name("Bo")
    probe.inputs.validate()
    expect(probe.greeting.values, ["Hello Ann", "Hello Bo"], "each validation greets the latest name")
}
