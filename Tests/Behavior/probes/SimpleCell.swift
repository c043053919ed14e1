// The logic tests a team writes for SimpleCell with the generated probe, the same in every style and framework;
// in the constructor style the model goes into the probe's init and the plain values are the view model's.
#if canImport(UIKit)
import UIKit
#endif

@MainActor func probeTests() {
    let model = Model(title: "Tent", description: "Sleeps two", thumbnailUrl: "https://example.com/tent.png")
    #if STYLE_CONSTRUCTOR
    let probe = SimpleCellViewModelProbe(model: model, imageProvider: LoadingImages())
    expect(probe.viewModel.title, "Tent", "the title is the model's")
    expect(probe.viewModel.description, "Sleeps two", "the description is the model's")
    #else
    let probe = SimpleCellViewModelProbe(imageProvider: LoadingImages())
    expect(probe.thumbnail.count, 0, "nothing to show before the cell is configured")
    probe.inputs.configureWith(model: model)
    expect(probe.title.values, ["Tent"], "the title is the model's")
    expect(probe.description.values, ["Sleeps two"], "the description is the model's")
    #endif
    expect(probe.thumbnail.count, 1, "the thumbnail is loaded once")
}
