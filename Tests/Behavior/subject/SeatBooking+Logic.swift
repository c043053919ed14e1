// The hand-written logic of the SeatBooking fixture (Fixtures/Import/SeatBooking): the bodies of the methods the
// screens called on the hand-written view model, moved here as the import's notes say. The show picked last
// (`configure`) names the screen once it appears and is the one `book` books, as many seats as the user chose last.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension SeatBookingViewModelLogic {
    static func transform(_ input: Input, service: BookingService) -> Output {
        let title = PassthroughSubject<String, Never>()
        let booked = PassthroughSubject<String, Never>()
        let failure = PassthroughSubject<String, Never>()
        var show: Show?
        var count = 1
        // Subscribers the streams keep, as long as the view model keeps the streams it sends the calls into.
        input.configure.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { show = $0 }))
        input.seatCount.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { count = $0 }))
        input.viewDidLoad.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: {
            if let show { title.send(show.name) }
        }))
        input.book.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { seat in
            guard let show else { return failure.send("Pick a show first") }
            switch service.book(seat, count: count, of: show) {
            case .success(let ticket): booked.send(ticket)
            case .failure(let error): failure.send(error.message)
            }
        }))
        input.release.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { seat in
            service.release(seat)
            booked.send("")
        }))
        return Output(
            title: title.eraseToAnyPublisher(), booked: booked.eraseToAnyPublisher(), failure: failure.eraseToAnyPublisher())
    }
}
