import Foundation
import ReactiveSwift

// A cell's view model as Kickstarter-style apps often write one: the inputs and outputs protocols are named after
// the cell, the type protocol after the view model, so no one prefix names all three.

public protocol RewardCellInputs {
  /// Call with the reward the cell shows and whether the user backs it.
  func configure(with reward: Reward, isBacked: Bool)

  /// Call with a reward the user does not back (an overload: its stream needs a name of its own).
  func configure(with reward: Reward)

  /// Call when the cell's pledge button is tapped.
  func pledgeButtonTapped()
}

public protocol RewardCellOutputs {
  /// Emits the reward's title.
  var titleText: Signal<String, Never> { get }

  /// Emits the minimum pledge, formatted.
  var minimumText: Signal<String, Never> { get }

  /// Emits whether the "You backed this" badge is hidden.
  var backedBadgeHidden: Signal<Bool, Never> { get }

  /// Emits the reward to pledge to when the button is tapped.
  var goToPledge: Signal<Reward, Never> { get }

  /// The reward the cell was last configured with, for the table's diffing.
  func currentReward() -> Reward?
}

// The type refines the inputs and outputs, so a cell may call `viewModel.configure(with:)` without `.inputs`.
public protocol RewardCellViewModelType: RewardCellInputs, RewardCellOutputs {
  var inputs: RewardCellInputs { get }
  var outputs: RewardCellOutputs { get }
}

public final class RewardCellViewModel: RewardCellViewModelType {
  public init() {
    let configured = self.configureProperty.signal.skipNil()
    self.titleText = configured.map { $0.0.title }
    self.minimumText = configured.map { "$\($0.0.minimum)" }
    self.backedBadgeHidden = configured.map { !$0.1 }
    self.goToPledge = configured.map { $0.0 }.sample(on: self.pledgeButtonTappedProperty.signal)
  }

  private let configureProperty = MutableProperty<(Reward, Bool)?>(nil)
  public func configure(with reward: Reward, isBacked: Bool) {
    self.configureProperty.value = (reward, isBacked)
  }

  public func configure(with reward: Reward) {
    self.configureProperty.value = (reward, false)
  }

  private let pledgeButtonTappedProperty = MutableProperty(())
  public func pledgeButtonTapped() {
    self.pledgeButtonTappedProperty.value = ()
  }

  public func currentReward() -> Reward? {
    self.configureProperty.value?.0
  }

  public let titleText: Signal<String, Never>
  public let minimumText: Signal<String, Never>
  public let backedBadgeHidden: Signal<Bool, Never>
  public let goToPledge: Signal<Reward, Never>

  public var inputs: RewardCellInputs { return self }
  public var outputs: RewardCellOutputs { return self }
}
