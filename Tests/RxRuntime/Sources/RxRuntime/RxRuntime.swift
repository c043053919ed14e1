// One shared library holding RxSwift and RxRelay, to link the generated RxSwift view models against in behaviour tests.
@_exported import RxRelay
@_exported import RxSwift
