/// How large a spec may be. Far above any real one (an app's biggest view model has a few dozen members), they keep
/// every run's time and memory bounded whatever a file holds: beyond each, a located error, and nothing generated.
public enum SpecLimits {
    /// Bytes in one spec file.
    public static let fileSize = 4 << 20
    /// View models in one spec file.
    public static let viewModelsPerSpec = 1_000
    /// Inputs, outputs and dependencies of one view model, together.
    public static let membersPerViewModel = 2_000
}
