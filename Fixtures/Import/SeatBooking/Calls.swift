// How the app's screens use the view model: the show list picks the show before it pushes the screen, the seat map
// sends into `input`, books and releases seats on the view model, and shows what `output` sends.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func openSeatBooking(for show: Show, service: BookingService) -> SeatBookingViewModel {
    let viewModel = SeatBookingViewModel(service: service)
    viewModel.configure(show: show)
    return viewModel
}

func bindSeatMap(_ viewModel: SeatBookingViewModel, cancellables: inout Set<AnyCancellable>) {
    viewModel.output.title.sink { print($0) }.store(in: &cancellables)
    viewModel.output.booked.sink { print($0) }.store(in: &cancellables)
    viewModel.output.failure.sink { print($0) }.store(in: &cancellables)
    viewModel.input.viewDidLoad.send(())
    viewModel.input.seatCount.send(2)
    viewModel.book(seat: "A1")
    viewModel.release("A1")
}
