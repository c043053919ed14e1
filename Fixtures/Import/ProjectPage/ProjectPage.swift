// A Kickstarter-style protocol triplet in ReactiveSwift, written by hand: multi-line declarations, both doc
// comment forms, nested generics, labelled tuples, an `any` existential, a member inside #if (debug builds only), a
// current value and a pull-style function.
import ReactiveSwift

public protocol ProjectPageViewModelInputs {
  /// Call with the project the page shows, and where the user came from.
  func configureWith(project: Project,
                     refTag: RefTag?)

  /**
   Call when the user taps a reward.
   The index is the reward's position in the list.
   */
  func rewardTapped(at index: Int)

  /// Call when the view appears.
  func viewWillAppear(animated: Bool)

  #if DEBUG
  func debugMenuTapped()
  #endif
}

public protocol ProjectPageViewModelOutputs {
  /// The rewards to show, grouped by their shipping region.
  var rewards: Signal<[String: [Reward]], Never> { get }

  /// Where to go when a reward is chosen: the project and the reward.
  var goToPledge: Signal<(project: Project, reward: Reward), Never> { get }

  var loadingError: Signal<any Error, Never> { get }

  /// How far the header sits from the top (a current value).
  var headerTopConstant: Double { get }

  func shouldShowShareButton() -> Bool
}

/// What went wrong, apart from what the page shows (a third group, as some of Kickstarter's view models have).
public protocol ProjectPageViewModelErrors {
  /// Emits a message when the project could not be starred.
  var starFailed: Signal<String, Never> { get }
}

public protocol ProjectPageViewModelType {
  var inputs: ProjectPageViewModelInputs { get }
  var outputs: ProjectPageViewModelOutputs { get }
  var errors: ProjectPageViewModelErrors { get }
}

public final class ProjectPageViewModel: ProjectPageViewModelType, ProjectPageViewModelInputs,
  ProjectPageViewModelOutputs, ProjectPageViewModelErrors {
  public init(
    service: ProjectServicing = ProjectService(),
    tracking: Tracking = Tracking.shared
  ) {
    self.rewards = self.projectProperty.signal.skipNil().map { _ in [:] }
    self.goToPledge = .empty
    self.loadingError = .empty
    self.starFailed = .empty
  }

  private let projectProperty = MutableProperty<Project?>(nil)
  public func configureWith(project: Project, refTag: RefTag?) { self.projectProperty.value = project }
  public func rewardTapped(at index: Int) {}
  public func viewWillAppear(animated: Bool) {}
  public let rewards: Signal<[String: [Reward]], Never>
  public let goToPledge: Signal<(project: Project, reward: Reward), Never>
  public let loadingError: Signal<any Error, Never>
  public var headerTopConstant: Double { 0 }
  public func shouldShowShareButton() -> Bool { true }

  public var inputs: ProjectPageViewModelInputs { return self }
  public var outputs: ProjectPageViewModelOutputs { return self }
  public var errors: ProjectPageViewModelErrors { return self }
  public let starFailed: Signal<String, Never>
}
