// How the app's pledge screen uses the view model: it configures it, and observes signals typed as it declares them.
import ReactiveSwift

func bindPledgeSummary(_ viewModel: PledgeSummaryViewModelType) {
  viewModel.inputs.configureWith(project: Project(), reward: Reward())
  viewModel.inputs.pledgeButtonTapped()
  let amount: Signal<String, NoError> = viewModel.outputs.amountText
  let dismiss: Signal<(), NoError> = viewModel.outputs.dismiss
  let enabled: Signal<Bool, NoError> = viewModel.outputs.isPledgeButtonEnabled
  _ = (amount, dismiss, enabled, PledgeSummaryViewModel())
}
