// A Kickstarter-style protocol triplet in ReactiveSwift, written by hand: multi-line declarations, both doc
// comment forms, nested generics, labelled tuples, an `any` existential, a member inside #if, and two members
// the spec grammar cannot express yet (a current value and a pull-style function).
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

public protocol ProjectPageViewModelType {
  var inputs: ProjectPageViewModelInputs { get }
  var outputs: ProjectPageViewModelOutputs { get }
}

public final class ProjectPageViewModel: ProjectPageViewModelType, ProjectPageViewModelInputs,
  ProjectPageViewModelOutputs {
  public init(
    service: ProjectServicing = ProjectService(),
    tracking: Tracking = Tracking.shared
  ) {
    self.rewards = self.projectProperty.signal.skipNil().map { _ in [:] }
    self.goToPledge = .empty
    self.loadingError = .empty
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
}
