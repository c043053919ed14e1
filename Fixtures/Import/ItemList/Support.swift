struct Item {}
struct ServiceError: Error {}
protocol ItemServicing {}
struct ItemService: ItemServicing {}
