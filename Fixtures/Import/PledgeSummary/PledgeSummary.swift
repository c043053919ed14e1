// A Kickstarter-style ReactiveSwift triplet from before ReactiveSwift 6, written by hand: signals that cannot fail
// are `Signal<T, NoError>` (Result's), a signal of nothing is `Signal<(), NoError>`, and the Swift 2 habit of
// repeating a label as the parameter's name (`configureWith(project project: Project)`) stays.
import ReactiveSwift

public protocol PledgeSummaryViewModelInputs {
  /// Call with the project and the reward pledged to.
  func configureWith(project project: Project, reward reward: Reward)

  /// Call when the user taps "Pledge".
  func pledgeButtonTapped()
}

public protocol PledgeSummaryViewModelOutputs {
  /// The amount to show, formatted.
  var amountText: Signal<String, NoError> { get }

  /// Emits when the pledge screen should close.
  var dismiss: Signal<(), NoError> { get }

  var isPledgeButtonEnabled: Signal<Bool, NoError> { get }
}

public protocol PledgeSummaryViewModelType {
  var inputs: PledgeSummaryViewModelInputs { get }
  var outputs: PledgeSummaryViewModelOutputs { get }
}

public final class PledgeSummaryViewModel: PledgeSummaryViewModelType, PledgeSummaryViewModelInputs,
  PledgeSummaryViewModelOutputs {
  public init() {
    let (amountText, amountObserver) = Signal<String, NoError>.pipe()
    self.amountText = amountText
    self.amountObserver = amountObserver
    self.dismiss = .never
    self.isPledgeButtonEnabled = .never
  }

  fileprivate let amountObserver: Signal<String, NoError>.Observer
  public func configureWith(project project: Project, reward reward: Reward) {
    self.amountObserver.send(value: "\(project) \(reward)")
  }

  public func pledgeButtonTapped() {
  }

  public let amountText: Signal<String, NoError>
  public let dismiss: Signal<(), NoError>
  public let isPledgeButtonEnabled: Signal<Bool, NoError>

  public var inputs: PledgeSummaryViewModelInputs { return self }
  public var outputs: PledgeSummaryViewModelOutputs { return self }
}
