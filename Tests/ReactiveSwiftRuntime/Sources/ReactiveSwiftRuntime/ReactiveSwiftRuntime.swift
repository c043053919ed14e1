// One shared library holding ReactiveSwift, to link the generated ReactiveSwift view models against in behaviour tests.
@_exported import ReactiveSwift
