// An RxSwift transform view model of a contact list, as a study app writes it: it starts with sample contacts, which
// the screen's buttons send again, extend and filter through helpers beside `transform`, and it shows as many rows as
// its settings give, which the initializer sets over the default the declaration writes.
import Foundation
import RxSwift

final class ContactBookViewModel {
    var contactData = [
        Contact(name: "Jack", age: 21, number: "010-1234-1234"),
        Contact(name: "Hue", age: 23, number: "010-4567-4567"),
        Contact(name: "Lia", age: 24, number: "010-7890-7890"),
    ]

    var pageSize = 20

    let list = PublishSubject<[Contact]>()

    private let settings: ContactSettings

    init(settings: ContactSettings) {
        self.settings = settings
        pageSize = settings.pageSize(for: "contacts")
    }

    struct Input {
        let viewDidLoad: Observable<Void>
    }

    struct Output {
        let items: Observable<[Contact]>
        let itemCount: Observable<Int>
    }

    func transform(input: Input) -> Output {
        let items = input.viewDidLoad.flatMap { [list] in list.asObservable() }
        return Output(items: items, itemCount: items.map { $0.count })
    }

    func fetchData() {
        list.onNext(contactData)
    }

    func newData() {
        let new = Contact(name: "New", age: Int.random(in: 10...50), number: "")
        contactData.append(new)
        list.onNext(contactData)
    }

    func filterData(query: String) {
        let result = query.isEmpty ? contactData : contactData.filter { $0.name.contains(query) }
        list.onNext(Array(result.prefix(pageSize)))
    }
}
