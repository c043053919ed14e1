// A Combine view model of the subject-bridged style as a ticketing app's booking screen writes it: `input` holds the
// subjects the view sends into, `output` the streams of private subjects the class sends into, and beside them the
// methods the screens call directly: the show list picks the show before it pushes the screen (`configure(show:)`,
// state the class's bindings read), the seat map books and releases a seat (each calls the service and sends into
// the private subjects behind the outputs).
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Books the seats of one show.
final class SeatBookingViewModel {
    struct Input {
        let viewDidLoad = PassthroughSubject<Void, Never>()
        /// How many seats the user books at once.
        let seatCount = CurrentValueSubject<Int, Never>(1)
    }

    struct Output {
        let title: AnyPublisher<String, Never>
        let booked: AnyPublisher<String, Never>
        let failure: AnyPublisher<String, Never>
    }

    let input = Input()
    let output: Output

    private let title = PassthroughSubject<String, Never>()
    private let booked = PassthroughSubject<String, Never>()
    private let failure = PassthroughSubject<String, Never>()
    private var show: Show?
    private let service: BookingService
    private var cancellables = Set<AnyCancellable>()

    init(service: BookingService) {
        self.service = service
        output = Output(
            title: title.eraseToAnyPublisher(),
            booked: booked.eraseToAnyPublisher(),
            failure: failure.eraseToAnyPublisher())
        input.viewDidLoad
            .sink { [weak self] in
                guard let self, let show = self.show else { return }
                self.title.send(show.name)
            }
            .store(in: &cancellables)
    }

    /// Picks the show whose seats the screen books.
    func configure(show: Show) {
        self.show = show
    }

    /// Books `seat` and the ones beside it, as many as the user chose.
    func book(seat: String) {
        guard let show else { return failure.send("Pick a show first") }
        switch service.book(seat, count: input.seatCount.value, of: show) {
        case .success(let ticket): booked.send(ticket)
        case .failure(let error): failure.send(error.message)
        }
    }

    func release(_ seat: String) {
        service.release(seat)
        booked.send("")
    }
}
