struct SearchResult {}
struct SearchAPI { init() {} }
