// What the team keeps of its hand-written view model when the generated one replaces it: the helpers the import says
// stay the class's own, moved as written into an extension of the generated class in a file of the team's own. They
// read the sample contacts and the page size the generated class declares, and send into its `list`.
extension ContactBookViewModel {
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
