// Plays the screens of the SeatBooking fixture against its generated subject-style view model (Combine): the show
// list calls `configure(show:)` before it pushes the screen, the seat map sends into `input` and calls `book(seat:)`
// and `release(_:)` on the view model, as they did on the hand-written one, and shows what `output` sends. Then the
// generated probe and fake, as a team's tests use them.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

let service = BookingService()
let viewModel = SeatBookingViewModel(service: service)
var cancellables = Set<AnyCancellable>()
var titles: [String] = []
var tickets: [String] = []
var refusals: [String] = []
viewModel.output.title.sink { titles.append($0) }.store(in: &cancellables)
viewModel.output.booked.sink { tickets.append($0) }.store(in: &cancellables)
viewModel.output.failure.sink { refusals.append($0) }.store(in: &cancellables)
viewModel.book(seat: "A1")
expect(refusals, ["Pick a show first"], "a call before the show is picked reaches the logic")
viewModel.configure(show: Show(name: "Hamlet", seats: 4))
viewModel.input.viewDidLoad.send(())
expect(titles, ["Hamlet"], "the show the list picked names the screen")
viewModel.input.seatCount.send(2)
viewModel.book(seat: "A1")
expect(tickets, ["Hamlet: A1 x2"], "the seat booked, as many as the user chose")
viewModel.book(seat: "A1")
expect(refusals.last, "A1 is taken", "the service's failure, through the output")
viewModel.release("A1")
expect(service.taken, [], "the seat released")
expect(tickets.last, "", "releasing sends an empty ticket")

// A logic test with the generated probe: it calls the methods on its view model.
let probe = SeatBookingViewModelProbe(service: BookingService())
probe.inputs.configure(show: Show(name: "Cats", seats: 2))
probe.inputs.viewDidLoad()
probe.inputs.book(seat: "B2")
expect(probe.title.last, "Cats" as String?, "the probe calls configure on its view model")
expect(probe.booked.last, "Cats: B2 x1" as String?, "the probe calls book on its view model")

// A view test with the generated fake: a screen stand-in calls the methods, which the fake records.
let fake = SeatBookingViewModelFake()
fake.configure(show: Show(name: "Hamlet", seats: 4))
fake.input.viewDidLoad.send(())
fake.book(seat: "C3")
fake.release("C3")
expect(fake.calls.count, 4, "the fake records each call among what the view sent")
if case .book(let seat) = fake.calls[2] { expect(seat, "C3", "the seat the view booked") } else { expect(true, false, "book recorded third") }
if case .release(let seat) = fake.calls[3] { expect(seat, "C3", "the seat the view released") } else { expect(true, false, "release recorded last") }
finishProbeTests()
