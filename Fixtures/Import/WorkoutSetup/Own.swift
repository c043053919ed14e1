// What the team keeps of its hand-written view model when the generated one replaces it: the struct of its child
// views' view models, which the import says stays the class's own, moved as written into an extension of the generated
// class in a file of the team's own; the generated initializer builds it and then hands it to the logic.
extension WorkoutSetupViewModel {
    struct SubViewModels {
        let durationPickerViewModel: DurationPickerViewModel
        let intensityViewModel: IntensitySliderViewModel
    }
}
