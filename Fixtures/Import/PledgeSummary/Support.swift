import ReactiveSwift

// Result's `NoError`, as ReactiveSwift 5 apps import it.
public enum NoError: Swift.Error {}
public struct Project {
  public init() {}
}
public struct Reward {
  public init() {}
}
