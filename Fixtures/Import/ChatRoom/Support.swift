import RxSwift

struct Message {}
struct ChatService {}
