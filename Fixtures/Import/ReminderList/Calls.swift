// How the app's two screens use the view model: the list screen hands its pull-to-refresh publisher, the widget's
// compact screen hands nil; both hand in the subject of hidden reminders they make.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func bindReminderList(_ viewModel: ReminderListViewModel, appear: AnyPublisher<Void, Never>,
                      refresh: PassthroughSubject<Void, Never>) -> AnyPublisher<[String], Never> {
    let hidden = CurrentValueSubject<Set<Int>, Never>([])
    let input = ReminderListViewModel.Input(
        appear: appear, pullToRefresh: refresh.eraseToAnyPublisher(), hiddenIDs: hidden)
    hidden.send(hidden.value.union([2]))
    return viewModel.transform(input: input).titles
}

func bindCompactReminders(_ viewModel: ReminderListViewModel, appear: AnyPublisher<Void, Never>) -> AnyPublisher<[String], Never> {
    let input = ReminderListViewModel.Input(appear: appear, pullToRefresh: nil, hiddenIDs: CurrentValueSubject([]))
    return viewModel.transform(input: input).titles
}
