// The logic tests a team writes for SayHello with the generated probe, the same in every style and framework.
@MainActor func probeTests() {
    let probe = SayHelloViewModelProbe()
    // The greeting starts empty (`= ""`) with streams; without a framework the logic says nothing until a validation.
    let greetings = { probe.greeting.values.filter { !$0.isEmpty } }
    #if !FRAMEWORK_CLOSURES
    expect(probe.greeting.values, [""], "the greeting starts empty, and the probe sees it")
    #endif
    probe.inputs.name("Ann")
    expect(greetings(), [], "typing alone greets no one")
    probe.inputs.validate()
    expect(greetings(), ["Hello Ann"], "validating greets the name typed")
    probe.inputs.name("Bo")
    probe.inputs.validate()
    expect(greetings(), ["Hello Ann", "Hello Bo"], "each validation greets the latest name")
}
